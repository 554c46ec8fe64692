import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { BrowserContext, Page } from 'playwright-core';
import { bootApp, newAppKey } from '../e2e/app';
import { findGame, GAME_IDS } from '../../src/engine';
import { createHand, FAMILY_HANDS, handOf, type PlayedHand, playOut, type Send } from '../support/play-hand';
import { launchBrowser } from './browser';

/** A port of the range this suite may use; REPLAYER_TEST_PORT picks another. */
const PORT = Number(process.env.REPLAYER_TEST_PORT ?? 43017);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DOCS = path.resolve(__dirname, '..', '..', 'docs');

interface SeatNow {
  seat: number;
  stack: number;
  cards: { card: string | null; up: boolean }[];
}
interface AtStep {
  seats: SeatNow[];
  board: string[];
  pots: { amount: number }[];
  result: unknown;
}

/** What the page shows now: the step counter, each seat's stack and cards, the board, the pots, the result. */
async function onScreen(page: Page) {
  return page.evaluate(() => {
    const text = (el: Element | null) => el?.textContent ?? '';
    return {
      counter: text(document.querySelector('[data-testid=step]')),
      seats: [...document.querySelectorAll<HTMLElement>('[data-seat]')].map((seat) => ({
        seat: Number(seat.dataset.seat),
        stack: Number(text(seat.querySelector('[data-testid=stack]'))),
        classes: seat.className,
        cards: [...seat.querySelectorAll<HTMLElement>('[data-testid=cards] .card')].map((c) => ({ card: c.dataset.card === 'hidden' ? null : c.dataset.card!, up: c.classList.contains('up') })),
      })),
      board: [...document.querySelectorAll<HTMLElement>('[data-testid=board] .card')].map((c) => c.dataset.card!),
      pots: [...document.querySelectorAll('[data-testid=pots] div')].map((d) => d.textContent),
      result: (document.querySelector('[data-testid=result]') as HTMLElement).hidden ? null : text(document.querySelector('[data-testid=result]')),
      log: [...document.querySelectorAll('[data-testid=log] li')].map((li) => li.textContent ?? ''),
      hash: location.hash,
    };
  });
}

const stepOf = (counter: string) => Number(/^Step (\d+)/.exec(counter)?.[1]);

describe('the replayer in Chromium', () => {
  let app: NestFastifyApplication;
  let send: Send;
  let browser: { context: BrowserContext; close(): Promise<void> };
  let outside: string[];
  let appKey: string;

  beforeAll(async () => {
    app = await bootApp();
    await app.listen(PORT, '127.0.0.1');
    const { key } = await newAppKey(app);
    appKey = key;
    send = async (method, route, body) => {
      const res = await fetch(ORIGIN + route, { method, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      return { status: res.status, body: await res.json() };
    };
    browser = await launchBrowser();
    outside = [];
    // Every request a page makes is recorded: the replayer must load nothing from outside the service.
    browser.context.on('request', (req) => {
      if (!req.url().startsWith(ORIGIN) && !req.url().startsWith('data:')) outside.push(req.url());
    });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  afterEach(() => expect(outside).toEqual([]));

  const share = async (id: string, body: Record<string, unknown> = {}) => {
    const res = await send('POST', `/v1/hands/${id}/shares`, body);
    expect(res.status).toBe(201);
    return res.body as { id: string; token: string; url: string };
  };
  /** The hand after `step` events, from the replay route (the service's own fold of the log). */
  const replayAt = async (id: string, step: number, seat?: number) => (await send('GET', `/v1/hands/${id}/replay?step=${step}${seat !== undefined ? `&seat=${seat}` : ''}`)).body as AtStep;

  async function open(url: string, context = browser.context): Promise<Page> {
    const page = await context.newPage();
    await page.goto(ORIGIN + url);
    await page.waitForSelector('body[data-ready=true]');
    return page;
  }

  /** Checks stacks, cards, board and pots on the screen against the replay route at that step. */
  async function expectTableAt(page: Page, id: string, step: number, seat?: number): Promise<void> {
    const shown = await onScreen(page);
    expect(stepOf(shown.counter)).toBe(step);
    const truth = await replayAt(id, step, seat);
    expect(shown.seats.map((s) => ({ seat: s.seat, stack: s.stack }))).toEqual(truth.seats.map((s) => ({ seat: s.seat, stack: s.stack })));
    expect(shown.seats.map((s) => s.cards)).toEqual(truth.seats.map((s) => s.cards.map((c) => ({ card: c.card, up: c.card !== null && c.up }))));
    expect(shown.board).toEqual(truth.board);
    // Once the hand is over its pots have gone to the winners: the table shows none.
    const pots = truth.result ? [] : truth.pots;
    expect(shown.pots).toEqual(pots.map((p, i) => (i === 0 ? `Main pot ${p.amount}` : `Side pot ${i}: ${p.amount}`)));
  }

  async function played(family: string, options: { raiseOnce?: boolean } = {}): Promise<PlayedHand> {
    const hand = await playOut(send, await createHand(send, FAMILY_HANDS[family]!), options);
    expect(hand.status).toBe('complete');
    return hand;
  }

  /** The first step at which the log's line matches, from the page's own log. */
  const stepWhere = (log: string[], pattern: RegExp) => {
    const index = log.findIndex((line) => pattern.test(line));
    expect(index).toBeGreaterThan(0);
    return index;
  };

  it.each(Object.keys(FAMILY_HANDS))('replays a %s hand: table at chosen steps, streets, keyboard, the winner at the end', async (family) => {
    const hand = await played(family, { raiseOnce: true });
    const { url } = await share(hand.id);
    const page = await open(url);
    const first = await onScreen(page);
    expect(stepOf(first.counter)).toBe(0);
    expect(first.log).toHaveLength(hand.version + 1);
    // Three steps forward with the arrow key, then a step after the first deal, then the middle.
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expectTableAt(page, hand.id, 3);
    const dealt = stepWhere(first.log, /Dealt:/);
    await page.goto(`${ORIGIN}${url}&step=${dealt}`);
    await page.waitForFunction((n) => document.querySelector('[data-testid=step]')?.textContent?.startsWith(`Step ${n} `), dealt);
    await expectTableAt(page, hand.id, dealt);
    // Every seat holds its cards, face up for the table view of a finished hand.
    expect((await onScreen(page)).seats.every((s) => s.cards.length > 0 && s.cards.every((c) => c.card !== null))).toBe(true);
    const middle = Math.floor(hand.version / 2);
    await page.evaluate((n) => (location.hash = `#step=${n}`), middle);
    await page.waitForFunction((n) => document.querySelector('[data-testid=step]')?.textContent?.startsWith(`Step ${n} `), middle);
    await expectTableAt(page, hand.id, middle);
    // By street: down jumps to the step that opens the next street, up back to it.
    const { streets } = (await send('GET', `/v1/hands/${hand.id}/replay-data`)).body as { streets: { label: string }[] };
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    const firstStreet = stepOf((await onScreen(page)).counter);
    expect(first.log[firstStreet]).toBe(`${firstStreet} ${streets[0]!.label}`);
    await page.keyboard.press('ArrowDown');
    const secondStreet = stepOf((await onScreen(page)).counter);
    expect(first.log[secondStreet]).toBe(`${secondStreet} ${streets[1]!.label}`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    expect(stepOf((await onScreen(page)).counter)).toBe(secondStreet);
    // End: the last step, the final stacks and the winner with his winnings.
    await page.keyboard.press('End');
    await expectTableAt(page, hand.id, hand.version);
    const end = await onScreen(page);
    expect(end.seats.map((s) => ({ seat: s.seat, stack: s.stack }))).toEqual(hand.result!.finalStacks);
    for (const pot of hand.result!.pots) for (const w of pot.winners) expect(end.result).toContain(`(seat ${w.seat}) wins ${w.amount}`);
    const winners = new Set(hand.result!.pots.flatMap((p) => p.winners.map((w) => w.seat)));
    expect(end.seats.filter((s) => s.classes.includes('winner')).map((s) => s.seat).sort()).toEqual([...winners].sort());
    expect(end.hash).toBe(`${new URL(ORIGIN + url).hash}&step=${hand.version}`);
    await page.close();
  });

  it('replays all sixteen games played all in: main and side pots on the table, each pot\'s winners at the end', async () => {
    let sidePotsSeen = 0;
    const page = await browser.context.newPage();
    for (const game of GAME_IDS) {
      const g = findGame(game)!;
      const hand = await playOut(send, await createHand(send, handOf(game, g.family, g.structures.allowed, { seed: `browser-${game}`, sidePots: true })), { allIn: true });
      expect({ game, status: hand.status }).toEqual({ game, status: 'complete' });
      const { url } = await share(hand.id);
      const data = (await send('GET', `/v1/hands/${hand.id}/replay-data`)).body as { gameName: string; steps: { pots: unknown[] }[] };
      const withSidePots = data.steps.findIndex((s) => s.pots.length > 1);
      await page.goto(`${ORIGIN}${url}&step=${withSidePots >= 0 ? withSidePots : hand.version}`);
      await page.waitForSelector('body[data-ready=true]');
      expect(await page.textContent('h1')).toBe(data.gameName);
      if (withSidePots >= 0) {
        await expectTableAt(page, hand.id, withSidePots);
        expect((await onScreen(page)).pots[1]).toMatch(/^Side pot 1: \d+$/);
        sidePotsSeen++;
      }
      await page.keyboard.press('End');
      const end = await onScreen(page);
      expect(end.seats.map((s) => ({ seat: s.seat, stack: s.stack }))).toEqual(hand.result!.finalStacks);
      hand.result!.pots.forEach((pot, i) => {
        const line = end.result!.includes(i === 0 ? `Main pot (${pot.amount})` : `Side pot ${i} (${pot.amount})`);
        expect({ game, pot: i, line }).toEqual({ game, pot: i, line: true });
        for (const w of pot.winners) expect(end.result).toContain(`(seat ${w.seat}) wins ${w.amount}`);
      });
    }
    expect(sidePotsSeen).toBeGreaterThanOrEqual(8);
    await page.close();
  });

  it('shows stud up cards face up, draws as what was thrown away, and a pineapple discard', async () => {
    const stud = await played('sevenCardStud');
    let page = await open((await share(stud.id)).url);
    let log = (await onScreen(page)).log;
    const third = stepWhere(log, /Dealt:/);
    await page.evaluate((n) => (location.hash = `#step=${n}`), third);
    await page.waitForFunction((n) => document.querySelector('[data-testid=step]')?.textContent?.startsWith(`Step ${n} `), third);
    // Third street: two down cards and one up card for every seat.
    for (const seat of (await onScreen(page)).seats) expect(seat.cards.map((c) => c.up)).toEqual([false, false, true]);
    await page.close();

    const draw = await played('deuceToSevenTripleDraw');
    page = await open((await share(draw.id)).url);
    log = (await onScreen(page)).log;
    const drew = stepWhere(log, / draws 1, throwing away [2-9TJQKA][cdhs]$/);
    const [, seatText, card] = / \(seat (\d+)\) draws 1, throwing away ([2-9TJQKA][cdhs])$/.exec(log[drew]!)!;
    const seatNo = Number(seatText);
    // The card thrown away was in his hand before the draw and is gone after it.
    const before = await replayAt(draw.id, drew - 1);
    const after = await replayAt(draw.id, drew);
    expect(before.seats.find((s) => s.seat === seatNo)!.cards.map((c) => c.card)).toContain(card);
    expect(after.seats.find((s) => s.seat === seatNo)!.cards.map((c) => c.card)).not.toContain(card);
    expect(log.slice(drew).some((line) => new RegExp(`\\(seat ${seatNo}\\) receives [2-9TJQKA][cdhs]$`).test(line))).toBe(true);
    await page.close();

    const pineapple = await played('crazyPineapple');
    page = await open((await share(pineapple.id)).url);
    log = (await onScreen(page)).log;
    const discarded = stepWhere(log, / discards [2-9TJQKA][cdhs]$/);
    await page.evaluate((n) => (location.hash = `#step=${n}`), discarded);
    await page.waitForFunction((n) => document.querySelector('[data-testid=step]')?.textContent?.startsWith(`Step ${n} `), discarded);
    await expectTableAt(page, pineapple.id, discarded);
    await page.close();
  });

  it("a seat's share link never shows another seat's down card before the showdown", async () => {
    for (const family of ['holdem', 'sevenCardStud', 'deuceToSevenTripleDraw']) {
      const hand = await played(family);
      const full = (await send('GET', `/v1/hands/${hand.id}/replay-data`)).body as { steps: { event: string | null; seats: SeatNow[] }[] };
      const showdown = full.steps.findIndex((s) => s.event === 'show' || s.event === 'potAwarded');
      const page = await open((await share(hand.id, { seat: 2 })).url);
      for (let step = 0; step < showdown; step++) {
        const shown = await onScreen(page);
        expect(stepOf(shown.counter)).toBe(step);
        // Every down card another seat has held up to now: none may be on the screen, in a seat, the board or the log.
        const hidden = new Set(full.steps.slice(0, step + 1).flatMap((s) => s.seats.filter((p) => p.seat !== 2).flatMap((p) => p.cards.filter((c) => !c.up).map((c) => c.card!))));
        const visible = shown.seats.filter((s) => s.seat !== 2).flatMap((s) => s.cards.filter((c) => c.card !== null));
        expect({ family, step, visible: visible.filter((c) => hidden.has(c.card!)) }).toEqual({ family, step, visible: [] });
        expect(visible.every((c) => c.up)).toBe(true);
        const text = shown.log.slice(0, step + 1).join('\n');
        for (const card of hidden) expect({ family, step, card, inLog: text.includes(card) }).toEqual({ family, step, card, inLog: false });
        // His own cards he sees.
        expect(shown.seats.find((s) => s.seat === 2)!.cards.every((c) => c.card !== null)).toBe(true);
        await page.keyboard.press('ArrowRight');
      }
      await page.close();
    }
  });

  it('plays by itself at the chosen speed, and pauses', async () => {
    const hand = await played('holdem');
    const page = await open((await share(hand.id)).url);
    await page.selectOption('[data-testid=speed]', '4');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => Number(/^Step (\d+)/.exec(document.querySelector('[data-testid=step]')?.textContent ?? '')?.[1]) >= 3);
    await page.keyboard.press('Space');
    const paused = stepOf((await onScreen(page)).counter);
    await page.waitForTimeout(800);
    expect(stepOf((await onScreen(page)).counter)).toBe(paused);
    expect(paused).toBeLessThan(hand.version);
    await page.close();
  });

  it("follows a live hand without a reload, and leaves a viewer who stepped back where he is", async () => {
    let hand = await createHand(send, FAMILY_HANDS.holdem!);
    expect(hand.status).toBe('live');
    const page = await open((await share(hand.id)).url);
    // Marks this document: a reload would lose it.
    await page.evaluate(() => document.body.setAttribute('data-loaded-once', 'yes'));
    const opened = await onScreen(page);
    expect(opened.log).toHaveLength(hand.version + 1);
    expect(stepOf(opened.counter)).toBe(hand.version);
    const act = async (type: string) => {
      const res = await send('POST', `/v1/hands/${hand.id}/actions`, { seat: hand.toAct!.seat, type });
      expect(res.status).toBe(200);
      hand = res.body as typeof hand;
    };
    // Stacks and board as the service folds the log at that step (the cards are the spectator's: none).
    const tableIs = async (step: number) => {
      const shown = await onScreen(page);
      const truth = await replayAt(hand.id, step);
      expect({ step: stepOf(shown.counter), stacks: shown.seats.map((s) => s.stack), board: shown.board }).toEqual({ step, stacks: truth.seats.map((s) => s.stack), board: truth.board });
    };
    const logHas = (n: number) => page.waitForFunction((count) => document.querySelectorAll('[data-testid=log] li').length === count, n, { timeout: 20_000 });

    // At the last step: the new step appears and the page moves to it.
    await act('call');
    await logHas(hand.version + 1);
    const followed = await onScreen(page);
    expect(stepOf(followed.counter)).toBe(hand.version);
    expect(followed.log[hand.version]).toMatch(/calls/);
    await tableIs(hand.version);
    expect(followed.seats.flatMap((s) => s.cards).every((c) => c.card === null)).toBe(true);

    // Stepped back: the log grows, the table stays at his step.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    const back = hand.version - 2;
    await act('call');
    await logHas(hand.version + 1);
    expect(stepOf((await onScreen(page)).counter)).toBe(back);
    await tableIs(back);

    // The hand ends: every step is there, every card once it is over, and the page stops asking.
    const done = await playOut(send, hand);
    await logHas(done.version + 1);
    await page.waitForFunction(() => !/live/.test(document.querySelector('[data-testid=status]')?.textContent ?? ''), undefined, { timeout: 20_000 });
    expect(stepOf((await onScreen(page)).counter)).toBe(back);
    await page.keyboard.press('End');
    const end = await onScreen(page);
    expect(end.seats.map((s) => ({ seat: s.seat, stack: s.stack }))).toEqual(done.result!.finalStacks);
    expect(end.seats.flatMap((s) => s.cards).every((c) => c.card !== null)).toBe(true);
    expect(await page.getAttribute('body', 'data-loaded-once')).toBe('yes');
    await page.close();
  });

  it('stops following a live hand once its link is revoked, and says so', async () => {
    const hand = await createHand(send, FAMILY_HANDS.holdem!);
    const link = await share(hand.id);
    const page = await open(link.url);
    expect(await page.textContent('[data-testid=status]')).toMatch(/new steps appear/);
    const revoked = await fetch(`${ORIGIN}/v1/hands/${hand.id}/shares/${link.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${appKey}` } });
    expect(revoked.status).toBe(204);
    await page.waitForFunction(() => /no longer followed: .*revoked/.test(document.querySelector('[data-testid=status]')?.textContent ?? ''), undefined, { timeout: 20_000 });
    // What it had read stays on the screen.
    expect((await onScreen(page)).log).toHaveLength(hand.version + 1);
    await page.close();
  });

  it('says what is wrong with a link without a token or with a bad one', async () => {
    const hand = await createHand(send, FAMILY_HANDS.holdem!);
    const page = await browser.context.newPage();
    await page.goto(`${ORIGIN}/replay/${hand.id}`);
    await page.waitForSelector('[data-testid=message]');
    expect(await page.textContent('[data-testid=message]')).toMatch(/#token=/);
    await page.goto(`${ORIGIN}/replay/${hand.id}#token=crp_share_${'x'.repeat(43)}`);
    await page.reload();
    await page.waitForFunction(() => /not valid/.test(document.querySelector('[data-testid=message]')?.textContent ?? ''));
    await page.close();
  });

  it('fits a phone and a desktop, and saves the screenshots the README shows', async () => {
    const hand = await played('holdem', { raiseOnce: true });
    const { url } = await share(hand.id);
    mkdirSync(DOCS, { recursive: true });
    const page = await open(url);
    await page.keyboard.press('End');
    await page.screenshot({ path: path.join(DOCS, 'replayer.png') });
    await page.close();
    const phone = await launchBrowser({ width: 390, height: 844 });
    try {
      const small = await open(url, phone.context);
      await small.keyboard.press('End');
      const fit = await small.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
      expect(fit.scroll).toBeLessThanOrEqual(fit.width);
      // Every seat's plate lies inside the screen.
      const boxes = await small.$$eval('[data-seat] .plate', (plates) => plates.map((p) => p.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })));
      for (const box of boxes) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(390);
      }
      await small.screenshot({ path: path.join(DOCS, 'replayer-phone.png'), fullPage: true });
    } finally {
      await phone.close();
    }
  });
});
