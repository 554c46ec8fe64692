import 'reflect-metadata';
import fc from 'fast-check';
import { createValidationPipe } from '../../src/common/problem/validation';
import { GAME_IDS } from '../../src/engine';
import { ShowdownRequestDto } from '../../src/showdowns/dto/showdown-request.dto';
import { isPlainShowdown } from '../../src/showdowns/showdown-body.pipe';
import { OMAHA_HI_LO_SHOWDOWN } from '../../src/showdowns/showdown-examples';
import { ShowdownsService } from '../../src/showdowns/showdowns.service';
import { bootWithKey } from './app';
import { extra, fastPathAgreement, mostly, whole, withExtra } from './support/near-valid';

const pipe = createValidationPipe();
const full = (body: unknown) => pipe.transform(body, { type: 'body', metatype: ShowdownRequestDto });

const card = mostly(fc.constantFrom('As', 'Kd', '2c', 'Th', '9s', 'Qh'), '??', 'as', 'A', '', 'Xx', 7);
const cards = (max: number) => mostly(fc.array(card, { maxLength: max }), Array(max + 1).fill('2c'), 'AsKd', null, {});
const player = fc.tuple(fc.record({ seat: whole(999), cards: cards(7) }), extra, fc.constantFrom('seat', 'cards', 'none', 'none', 'none', 'none', 'none', 'none', 'none', 'none')).map(([p, x, drop]) => {
  const out: Record<string, unknown> = { ...p, ...(x as object) };
  delete out[drop];
  return out;
});
const body = withExtra(
  fc.record(
    {
      game: mostly(fc.constantFrom(...GAME_IDS), 'poker', '', 'HOLDEM', 7),
      board: cards(5),
      players: mostly(fc.array(player, { minLength: 1, maxLength: 10 }), [], Array(11).fill({ seat: 1, cards: [] }), {}),
      pot: whole(Number.MAX_SAFE_INTEGER),
      button: whole(999),
      options: mostly(fc.record({ lowballType: mostly(fc.constantFrom('ace-to-five', 'deuce-to-seven'), 'other'), courchevelHiLo: mostly(fc.boolean(), 'yes') }, { requiredKeys: [] }), [], { straddle: true }, null),
    },
    { requiredKeys: ['game', 'players'] },
  ),
);

/**
 * The fast check of `POST /v1/showdowns` must never accept what the DTO's validation refuses, nor
 * change what it accepts: the two are compared on thousands of near-valid bodies.
 */
describe('the fast showdown body check', () => {
  it('accepts a body only when the DTO validation accepts it unchanged', async () => {
    const accepted = await fastPathAgreement(body, isPlainShowdown, full);
    // The property is not vacuous: a fair share of the generated bodies take the fast path.
    expect(accepted).toBeGreaterThan(300);
  });

  it('takes the fast path for the plain bodies clients send', () => {
    expect(isPlainShowdown({ game: 'omahaHiLo', board: ['2h', '4d', '7c', 'Jd', 'Js'], players: [{ seat: 1, cards: ['Ac', '3c', 'Kh', 'Qd'] }, { seat: 2, cards: ['5s', '6s', 'Jh', '9c'] }], pot: 61, button: 2 })).toBe(true);
    expect(isPlainShowdown({ game: 'lowballDraw', players: [{ seat: 1, cards: ['7h', '5d', '4c', '3s', '2c'] }], options: { lowballType: 'deuce-to-seven' } })).toBe(true);
    for (const refused of [null, [], { game: 'holdem', players: [] }, { game: 'holdem', players: [{ seat: 1, cards: ['As'] }], rake: 1 }, { game: 'holdem', players: [{ seat: 1, cards: ['??'] }] }, { game: 'holdem', board: null, players: [{ seat: 1, cards: ['As'] }] }]) {
      expect(isPlainShowdown(refused)).toBe(false);
    }
  });

  it('answers exactly what the service returns', async () => {
    const { app, api } = await bootWithKey();
    const split = (cards: string) => cards.split(' ');
    const bodies = [
      OMAHA_HI_LO_SHOWDOWN,
      { game: 'omahaHiLo', board: split('2h 4d 7c Jd Js'), players: [{ seat: 1, cards: split('Ac 3c Kh Qd') }, { seat: 2, cards: split('Ks Kd Qs Qh') }], pot: 7, button: 1 },
      { game: 'holdem', board: split('2h 4d 7c Jd Js'), players: [{ seat: 4, cards: split('Ac Ad') }, { seat: 9, cards: split('Kc Kd') }] },
      { game: 'razz', players: [{ seat: 1, cards: split('Ac Ad 2s 3h 3d 9s Kh') }, { seat: 4, cards: split('7c 6d 5s 4h Qd Qs Kd') }], pot: 25 },
      { game: 'sevenCardStudHiLo', players: [{ seat: 1, cards: split('Kc Kd Ks 9h 9d 2s 3h') }, { seat: 2, cards: split('Ac 2d 4s 5h 7d Qs Jh') }], pot: 25 },
      { game: 'lowballDraw', players: [{ seat: 1, cards: split('7h 5d 4c 3s 2c') }, { seat: 2, cards: split('8h 6d 4d 3c 2d') }], options: { lowballType: 'deuce-to-seven' }, pot: 10, button: 2 },
    ];
    try {
      const service = app.get(ShowdownsService);
      for (const b of bodies) {
        const answer = await api.post('/v1/showdowns').send(b).expect(200);
        expect(answer.body).toEqual(JSON.parse(JSON.stringify(service.evaluate(b as ShowdownRequestDto))));
      }
    } finally {
      await app.close();
    }
  });

  it('leaves the OpenAPI document describing the body by the DTO', async () => {
    const { app, api } = await bootWithKey();
    try {
      const doc = (await api.get('/docs-json').expect(200)).body;
      expect(doc.paths['/v1/showdowns'].post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ShowdownRequestDto' });
      expect(Object.keys(doc.components.schemas.ShowdownRequestDto.properties)).toEqual(['game', 'board', 'players', 'pot', 'button', 'options']);
    } finally {
      await app.close();
    }
  });
});
