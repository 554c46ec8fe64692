import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** Loopback, private (RFC 1918, RFC 4193), link-local, CGNAT, unspecified and multicast ranges. */
const V4: [number, number][] = [
  [0x00000000, 8], [0x0a000000, 8], [0x64400000, 10], [0x7f000000, 8], [0xa9fe0000, 16], [0xac100000, 12], [0xc0a80000, 16], [0xe0000000, 3],
].map(([base, bits]) => [base!, bits!]);

function v4Private(address: string): boolean {
  const n = address.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
  return V4.some(([base, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)));
}

export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) return v4Private(address);
  const a = address.toLowerCase();
  if (a === '::' || a === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return v4Private(mapped[1]!);
  return /^f[cd]/.test(a) || /^fe[89ab]/.test(a) || /^ff/.test(a);
}

/** Whether the URL's host is, or resolves to, any private address (then it is refused). */
export async function reachesPrivateAddress(url: URL): Promise<boolean> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPrivateAddress(host);
  try {
    const addresses = await lookup(host, { all: true });
    return addresses.some((a) => isPrivateAddress(a.address));
  } catch {
    return false;
  }
}
