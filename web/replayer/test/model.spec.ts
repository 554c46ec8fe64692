import { awardStep, cardFace, changed, commandOf, followedStep, formatHash, navigate, nextPoll, nextStreet, parseAddress, POLL_MAX_MS, POLL_MS, potLines, previousStreet, type ReplayData, resultLines, seatPositions, streetStarts } from '../src/model';

const ID = '0b7e6d1a-3f7e-4c2a-9d55-6a3f1c2b9e10';
const seat = (n: number, name?: string) => ({ seat: n, ...(name ? { name } : {}), startingStack: 100, stack: 100, bet: 0, committed: 0, folded: false, allIn: false, cards: [] });
const step = (n: number, street: string | null, event: string | null = null) => ({ step: n, street, event, seat: null, text: '', seats: [seat(1, 'ann'), seat(2)], board: [], pot: 0, pots: [], toAct: null });
/** Steps 0-1 before any street, 2-4 preflop, 5-6 flop, 7 the award. */
const data = { steps: [step(0, null), step(1, null), step(2, 'preflop'), step(3, 'preflop'), step(4, 'preflop'), step(5, 'flop'), step(6, 'flop'), step(7, 'flop', 'potAwarded')] };

describe('the replayer address', () => {
  it('reads the hand from the path and the token and step from the fragment', () => {
    expect(parseAddress(`/replay/${ID}`, '#token=crp_share_abc&step=12')).toEqual({ handId: ID, token: 'crp_share_abc', step: 12 });
    expect(parseAddress(`/replay/${ID.toUpperCase()}/`, '#step=3')).toEqual({ handId: ID, token: null, step: 3 });
    expect(parseAddress('/replay/not-a-hand', '')).toEqual({ handId: null, token: null, step: null });
    expect(parseAddress(`/replay/${ID}`, '#step=-1').step).toBeNull();
    expect(parseAddress(`/replay/${ID}`, '#step=1e3').step).toBeNull();
  });

  it('writes the step back without losing the token, so the address stays a working link', () => {
    const hash = formatHash('crp_share_abc', 7);
    expect(hash).toBe('#token=crp_share_abc&step=7');
    expect(parseAddress(`/replay/${ID}`, hash)).toEqual({ handId: ID, token: 'crp_share_abc', step: 7 });
    expect(formatHash(null, 0)).toBe('#step=0');
  });
});

describe('stepping through a hand', () => {
  it('finds where each street starts', () => {
    expect(streetStarts(data)).toEqual([0, 2, 5]);
  });

  it('steps by event within the log, never past either end', () => {
    expect(navigate(data, 3, 'next')).toBe(4);
    expect(navigate(data, 7, 'next')).toBe(7);
    expect(navigate(data, 0, 'previous')).toBe(0);
    expect(navigate(data, 4, 'first')).toBe(0);
    expect(navigate(data, 1, 'last')).toBe(7);
    expect(navigate(data, 4, 'toggle')).toBe(4);
  });

  it('steps by street: forward to the next street, back to the start of this one, then the one before', () => {
    expect(nextStreet(data, 0)).toBe(2);
    expect(nextStreet(data, 3)).toBe(5);
    expect(nextStreet(data, 5)).toBe(7);
    expect(previousStreet(data, 6)).toBe(5);
    expect(previousStreet(data, 5)).toBe(2);
    expect(previousStreet(data, 2)).toBe(0);
    expect(previousStreet(data, 0)).toBe(0);
  });

  it('maps the keys: arrows step, shift or up and down jump streets, space plays, Home and End', () => {
    expect(commandOf('ArrowRight')).toBe('next');
    expect(commandOf('ArrowLeft')).toBe('previous');
    expect(commandOf('ArrowRight', true)).toBe('nextStreet');
    expect(commandOf('ArrowUp')).toBe('previousStreet');
    expect(commandOf('ArrowDown')).toBe('nextStreet');
    expect(commandOf(' ')).toBe('toggle');
    expect(commandOf('Home')).toBe('first');
    expect(commandOf('End')).toBe('last');
    expect(commandOf('a')).toBeNull();
  });

  it('shows the result from the step the pots are awarded', () => {
    expect(awardStep(data)).toBe(7);
    expect(awardStep({ steps: data.steps.slice(0, 7) })).toBeNull();
  });
});

describe('what the table shows', () => {
  it('writes cards as people read them, and hides what is hidden', () => {
    expect(cardFace('Td')).toEqual({ rank: '10', suit: '♦', suitName: 'diamonds', red: true });
    expect(cardFace('As')).toEqual({ rank: 'A', suit: '♠', suitName: 'spades', red: false });
    expect(cardFace(null)).toBeNull();
    expect(cardFace('??')).toBeNull();
    expect(cardFace('Zx')).toBeNull();
  });

  it('names the main pot and the side pots', () => {
    expect(potLines([{ amount: 30 }, { amount: 20 }, { amount: 5 }])).toEqual(['Main pot 30', 'Side pot 1: 20', 'Side pot 2: 5']);
    expect(potLines([])).toEqual([]);
  });

  it('says who won each pot with which hand, a split hi-lo pot with both hands', () => {
    const result: ReplayData['result'] = {
      pots: [
        { amount: 40, rake: 0, eligible: [1, 2], winners: [{ seat: 1, amount: 20, high: 20, low: 0 }, { seat: 2, amount: 20, high: 0, low: 20 }] },
        { amount: 10, rake: 0, eligible: [1], winners: [{ seat: 1, amount: 10, high: 10, low: 0 }] },
      ],
      rake: 0,
      finalStacks: [],
      shown: [
        { seat: 1, cards: [], high: { description: 'Flush, ace high', cards: [] }, low: null },
        { seat: 2, cards: [], high: { description: 'One pair, nines', cards: [] }, low: { description: '8-6-4-2-A', cards: [] } },
      ],
    };
    expect(resultLines({ result, steps: data.steps })).toEqual(['Main pot (40): ann (seat 1) wins 20 with Flush, ace high; Seat 2 wins 20 with low 8-6-4-2-A', 'Side pot 1 (10): ann (seat 1) wins 10 with Flush, ace high']);
    expect(resultLines({ result: null, steps: data.steps })).toEqual([]);
  });

  it('sits every seat on the table, the first at the bottom, none on top of another', () => {
    for (const count of [2, 3, 6, 10]) {
      const spots = seatPositions(count);
      expect(spots[0]).toEqual({ x: 50, y: 90 });
      for (const s of spots) {
        expect(s.x).toBeGreaterThanOrEqual(0);
        expect(s.x).toBeLessThanOrEqual(100);
        expect(s.y).toBeGreaterThanOrEqual(0);
        expect(s.y).toBeLessThanOrEqual(100);
      }
      const distinct = new Set(spots.map((s) => `${s.x},${s.y}`));
      expect(distinct.size).toBe(count);
    }
  });
});

describe('following a live hand', () => {
  const upTo = (n: number) => ({ steps: data.steps.slice(0, n + 1) });

  it('moves a viewer at the last step to the new last step, and leaves one who stepped back or is playing', () => {
    expect(followedStep(4, upTo(4), upTo(6), false)).toBe(6);
    expect(followedStep(2, upTo(4), upTo(6), false)).toBe(2);
    // Autoplay walks to the new steps by itself.
    expect(followedStep(4, upTo(4), upTo(6), true)).toBe(4);
  });

  it('redraws only when there are new steps or the hand ended', () => {
    const live = { ...upTo(4), status: 'live' as const, view: 'spectator' as const };
    expect(changed(live, { ...live })).toBe(false);
    expect(changed(live, { ...upTo(5), status: 'live', view: 'spectator' })).toBe(true);
    // Same steps, but over: every card is shown now.
    expect(changed(live, { ...upTo(4), status: 'complete', view: 'table' })).toBe(true);
  });

  it('asks again every few seconds, later and later while the service is busy or away, and stops when the link no longer works', () => {
    expect(nextPoll(200, POLL_MS)).toBe(POLL_MS);
    expect(nextPoll(503, POLL_MS)).toBe(2 * POLL_MS);
    expect(nextPoll('offline', 2 * POLL_MS)).toBe(4 * POLL_MS);
    expect(nextPoll('offline', POLL_MAX_MS)).toBe(POLL_MAX_MS);
    expect(nextPoll(429, POLL_MS, 40)).toBe(40_000);
    expect(nextPoll(429, POLL_MS, 1)).toBe(2 * POLL_MS);
    for (const status of [401, 403, 404]) expect(nextPoll(status, POLL_MS)).toBeNull();
  });
});
