import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { bootWithKey, type Agent } from './app';
import { hostileBodies, MIB, send } from './support/hostile-bodies';

/**
 * No request within the body limit may hold the event loop: every other client of the instance
 * waits for as long as it does. The bound asserted here (1 s) is far from the defect it guards
 * against (a hostile body held the loop for 11 s) and from noise: with both cores taken by other
 * work, twenty worst bodies at once have measured 314 ms. The target of 50 ms is what the maxima
 * printed below are compared with, on a quiet machine.
 */
const LOOP_BOUND_MS = 1000;

describe('hostile bodies do not hold the event loop', () => {
  let app: NestFastifyApplication;
  let api: Agent;
  let port: number;
  let seatToken: string;
  let appKey: string;
  let handId: string;

  beforeAll(async () => {
    ({ app, api, key: appKey } = await bootWithKey());
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.getHttpServer().address() as AddressInfo).port;
    const hand = (await api.post('/v1/hands').send({ game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: [{ seat: 1, stack: 100 }, { seat: 2, stack: 100 }], button: 1, seed: 'loop', seatTokens: true }).expect(201)).body;
    handId = hand.id;
    seatToken = hand.seatTokens[0].token;
  });
  afterAll(() => app.close());

  it('answers each of the worst bodies, alone and four at a time, with a small 4xx problem and no long stall', async () => {
    const bodies = hostileBodies(handId);
    for (const b of bodies) expect({ label: b.label, withinLimit: Buffer.byteLength(b.body) <= MIB }).toEqual({ label: b.label, withinLimit: true });
    const before = (await api.get(`/v1/hands/${handId}`).expect(200)).body;
    // One unmeasured round first: whatever comes first otherwise pays for compiling the request path
    // and for the test worker's own heap (in that order the first batch measured 170-340 ms, whichever body it was).
    for (const { url, body } of bodies) await send(port, url, url.endsWith('/actions') ? seatToken : appKey, body);
    const maxima: Record<string, number> = {};
    for (const { label, url, body } of bodies) {
      const histogram = monitorEventLoopDelay({ resolution: 5 });
      histogram.enable();
      // A seat token reaches the actions route, the only one a player client may call; the others take the app key.
      const token = url.endsWith('/actions') ? seatToken : appKey;
      const answers = await Promise.all([0, 1, 2, 3].map(() => send(port, url, token, body)));
      histogram.disable();
      maxima[label] = Math.round(histogram.max / 1e6);
      for (const answer of answers) {
        expect({ label, status: answer.status >= 400 && answer.status < 500, type: answer.contentType, small: answer.bytes < 4096 }).toEqual({
          label,
          status: true,
          type: 'application/problem+json; charset=utf-8',
          small: true,
        });
      }
    }
    console.warn(`largest event-loop delay per body, four at once (ms): ${JSON.stringify(maxima)}`);
    for (const [label, ms] of Object.entries(maxima)) expect({ label, ms: ms < LOOP_BOUND_MS }).toEqual({ label, ms: true });
    const after = (await api.get(`/v1/hands/${handId}`).expect(200)).body;
    expect(after.version).toBe(before.version);
  });

  it('keeps answering liveness while every worst body arrives at once, twice over', async () => {
    const bodies = hostileBodies(handId);
    const histogram = monitorEventLoopDelay({ resolution: 5 });
    histogram.enable();
    const storm = Promise.all(bodies.flatMap(({ url, body }) => [0, 1].map(() => send(port, url, url.endsWith('/actions') ? seatToken : appKey, body))));
    const live = await api.get('/health/live');
    const answers = await storm;
    histogram.disable();
    const max = Math.round(histogram.max / 1e6);
    console.warn(`largest event-loop delay with ${answers.length} worst bodies at once (ms): ${max}`);
    expect(live.status).toBe(200);
    expect(answers.every((a) => a.status >= 400 && a.status < 500 && a.bytes < 4096)).toBe(true);
    expect(max).toBeLessThan(LOOP_BOUND_MS);
  });
});
