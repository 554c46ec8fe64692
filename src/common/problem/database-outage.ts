/**
 * Whether an error means the database cannot be reached or has dropped the connection (as opposed
 * to a query it refused): the request may succeed later, so the answer is a 503 with Retry-After,
 * not a 500. The error comes from Prisma (its P1xxx codes and the pool timeout), from the driver
 * adapter (`DriverAdapterError` kinds), or from `pg` and the socket underneath.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  // Causes are followed a few levels down: Prisma wraps the adapter's error, which wraps pg's.
  for (let depth = 0; depth < 6 && current !== null && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; kind?: unknown; message?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } };
    if (typeof e.code === 'string' && (PRISMA_CODES.has(e.code) || SOCKET_CODES.has(e.code) || SQLSTATES.test(e.code))) return true;
    if (typeof e.kind === 'string' && ADAPTER_KINDS.has(e.kind)) return true;
    if (typeof e.message === 'string' && PG_MESSAGES.test(e.message)) return true;
    if (e.constructor?.name === 'PrismaClientInitializationError') return true;
    current = e.meta?.driverAdapterError ?? e.cause;
  }
  return false;
}

/** Can't reach the server, timed out, server closed the connection, pool timeout, too many connections. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2037']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);
/** PostgreSQL: connection exceptions (08xxx), too many connections, shutting down or starting up. */
const SQLSTATES = /^(?:08[0-9A-Z]{3}|53300|57P01|57P02|57P03)$/;
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections', 'TransactionAlreadyClosed']);
const PG_MESSAGES = /^(?:Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;
