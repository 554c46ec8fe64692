import http from 'node:http';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Record<string, unknown> & { version?: number; street?: string } };

/**
 * Sends the requests at the same moment, each on a connection opened beforehand, so that they reach
 * the service together (as a double click or a client's hasty retry does), not one after the other.
 */
export async function atOnce(base: string, key: string, requests: { method?: string; path: string; headers?: Record<string, string>; body?: object }[]): Promise<Answer[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: requests.length });
  const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request(`${base}${path}`, { method, agent, headers: { authorization: `Bearer ${key}`, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') }));
      });
      req.on('error', reject);
      req.end(body);
    });
  try {
    await Promise.all(requests.map(() => send('GET', '/health/live', {})));
    return await Promise.all(requests.map((r) => send(r.method ?? 'POST', r.path, { ...(r.body ? { 'content-type': 'application/json' } : {}), ...r.headers }, r.body ? JSON.stringify(r.body) : undefined)));
  } finally {
    agent.destroy();
  }
}

