import { request as httpRequest } from 'node:http';

/** The worst request bodies within the 1 MiB limit, shared by the event-loop test and `npm run bench:hostile`. */

export const MIB = 1024 * 1024;

/** `{"f0":0,"f1":0,…}` as close to `bytes` as the fields allow. */
function manyFields(bytes: number, prefix = ''): string {
  const parts: string[] = [];
  let size = prefix.length + 2;
  for (let i = 0; size < bytes - 16; i++) {
    const part = `"f${i}":0`;
    parts.push(part);
    size += part.length + 1;
  }
  return `{${prefix}${parts.join(',')}}`;
}

/** The worst bodies within the 1 MiB limit, by route: what each costs the parser or the validators most. */
export function hostileBodies(handId: string): { url: string; body: string; label: string }[] {
  const actions = `/v1/hands/${handId}/actions`;
  const fill = (n: number, item: string) => Array.from({ length: n }, () => item).join(',');
  return [
    { label: '~90,000 unknown fields (actions)', url: actions, body: manyFields(MIB - 64) },
    { label: '~90,000 fields after valid ones (actions)', url: actions, body: manyFields(MIB - 64, '"seat":1,"type":"call",') },
    { label: '500,000 nested arrays (actions)', url: actions, body: `{"seat":1,"type":"call","cards":${'['.repeat(250_000)}${']'.repeat(250_000)}}` },
    { label: '500,000 nested arrays (bare)', url: actions, body: `${'['.repeat(500_000)}${']'.repeat(500_000)}` },
    { label: '10^5 invalid cards (actions)', url: actions, body: `{"seat":1,"type":"discard","cards":[${fill(100_000, '{}')}]}` },
    { label: '10^5 invalid players (showdowns)', url: '/v1/showdowns', body: `{"game":"holdem","players":[${fill(100_000, '[]')}]}` },
    { label: '80,000 invalid seats (create)', url: '/v1/hands', body: `{"game":"holdem","stakes":{},"button":1,"seats":[${fill(80_000, '{"seat":"x"}')}]}` },
    { label: '~90,000 option keys (create)', url: '/v1/hands', body: `{"game":"holdem","stakes":{},"button":1,"seats":[],"options":${manyFields(MIB - 128)}}` },
    { label: '~90,000 fields (import)', url: '/v1/hands/import', body: manyFields(MIB - 64) },
    { label: '1 MiB of escapes in a string (import)', url: '/v1/hands/import', body: JSON.stringify({ document: '\\"'.repeat(MIB / 4 - 16) }) },
  ];
}

export interface Answer {
  status: number;
  contentType: string | undefined;
  bytes: number;
}

/** One POST with a bearer credential, answered with its status, media type and size. */
export function send(port: number, url: string, token: string, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: url, method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: res.headers['content-type'], bytes }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

