import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type Agent, bootWithKey } from './app';

const STUD = { game: 'sevenCardStud', bettingStructure: 'fixedLimit', stakes: { smallBet: 2, bigBet: 4, ante: 1, bringIn: 1 }, seed: 'dealer' };
const HOLDEM = { game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: [{ seat: 1, stack: 100 }, { seat: 2, stack: 100 }], seed: 'dealer' };
const seats = (...numbers: number[]) => numbers.map((seat) => ({ seat, stack: 100 }));

describe('creating a hand: the dealer seat and one message per field', () => {
  let app: NestFastifyApplication;
  let api: Agent;

  beforeAll(async () => {
    ({ app, api } = await bootWithKey());
  });
  afterAll(() => app.close());

  it('deals a stud hand without a button, the highest seat dealing, as with that button given', async () => {
    const without = (await api.post('/v1/hands').send({ ...STUD, seats: seats(2, 5, 7) }).expect(201)).body;
    const given = (await api.post('/v1/hands').send({ ...STUD, seats: seats(2, 5, 7), button: 7 }).expect(201)).body;
    expect(without.button).toBe(7);
    const cards = (hand: { seats: { seat: number; cards: unknown }[] }) => hand.seats.map((s) => [s.seat, s.cards]);
    expect(cards(without).every(([, dealt]) => Array.isArray(dealt) && dealt.length === 3)).toBe(true);
    expect(cards(without)).toEqual(cards(given));
    expect(without.toAct).toEqual(given.toAct);
  });

  it('still needs the button in a button game, and says so once with the seats to choose from', async () => {
    const res = await api.post('/v1/hands').send(HOLDEM).expect(422);
    expect(res.body.errors).toEqual([{ pointer: '/button', detail: "holdem is played with a dealer button: give the button's seat, one of 1, 2" }]);
  });

  it('gives a wrong value one message, its kind before its range', async () => {
    const res = await api.post('/v1/hands').send({ ...HOLDEM, button: 'one' }).expect(422);
    expect(res.body.errors).toEqual([{ pointer: '/button', detail: 'button must be an integer number' }]);
  });

  it('gives a missing field one message that says what it must be', async () => {
    const { seats: _seats, ...noSeats } = HOLDEM;
    const res = await api.post('/v1/hands').send({ ...noSeats, button: 1 }).expect(422);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toEqual({ pointer: '/seats', detail: expect.stringMatching(/^seats is missing: it must be an array/) });
  });
});
