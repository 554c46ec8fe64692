import http from 'node:http';

/** One Server-Sent Events message as a client parses it (comments left out). */
export interface SseMessage {
  id?: string;
  event?: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as received so far (comments included). */
  raw: string;
  messages: SseMessage[];
  /** The body of a refusal (a problem) or what the stream sent, once the response ended. */
  ended: Promise<void>;
  /** Resolves once `count` messages have arrived (or the stream ended first). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  /** Cuts the connection, as a lost network would. */
  cut(): void;
}

/** Opens `GET path` on a listening server and parses its event stream as it arrives. */
export function openStream(port: number, path: string, headers: Record<string, string>): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      res.setEncoding('utf8');
      let buffer = '';
      const waiters: { count: number; done: () => void }[] = [];
      const settle = () => {
        for (const w of [...waiters]) {
          if (stream.messages.length >= w.count || finished) {
            waiters.splice(waiters.indexOf(w), 1);
            w.done();
          }
        }
      };
      let finished = false;
      const stream: SseStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        raw: '',
        messages: [],
        ended: new Promise<void>((done) => {
          const end = () => {
            if (finished) return;
            finished = true;
            settle();
            done();
          };
          res.on('end', end);
          res.on('close', end);
          res.on('error', end);
        }),
        waitFor(count, timeoutMs = 10_000) {
          return new Promise<void>((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`${stream.messages.length} of ${count} messages after ${timeoutMs} ms`)), timeoutMs);
            waiters.push({ count, done: () => (clearTimeout(timer), done()) });
            settle();
          });
        },
        cut() {
          req.destroy();
        },
      };
      res.on('data', (chunk: string) => {
        stream.raw += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message: SseMessage = { data: '' };
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') message.id = value;
            else if (field === 'event') message.event = value;
            else if (field === 'data') data.push(value);
          }
          if (data.length === 0) continue;
          message.data = data.join('\n');
          stream.messages.push(message);
        }
        settle();
      });
      resolve(stream);
    });
    req.on('error', reject);
  });
}
