import 'reflect-metadata';
import fc from 'fast-check';
import { createValidationPipe } from '../../src/common/problem/validation';
import { ACTION_TYPES, ActionDto } from '../../src/hands/dto/action.dto';
import { isPlainAction } from '../../src/hands/action-body.pipe';
import { bootWithKey } from './app';
import { fastPathAgreement, mostly, whole, withExtra } from './support/near-valid';

const pipe = createValidationPipe();
const full = (body: unknown) => pipe.transform(body, { type: 'body', metatype: ActionDto });

const card = mostly(fc.constantFrom('As', 'Kd', '2c', '??', '9s', 'Qh'), '?', 'as', 'A', '', 'Xx', 7, null);
const cards = mostly(fc.array(card, { maxLength: 5 }), Array(6).fill('2c'), 'AsKd', null, {});
const body = withExtra(
  fc.record(
    { seat: whole(999), type: mostly(fc.constantFrom(...ACTION_TYPES), 'Fold', '', 'bet ', 3, null), amount: whole(Number.MAX_SAFE_INTEGER), cards },
    { requiredKeys: [] },
  ),
);

/**
 * The fast check of `POST /v1/hands/:id/actions` must never accept what the DTO's validation refuses,
 * nor change what it accepts: the two are compared on thousands of near-valid bodies.
 */
describe('the fast action body check', () => {
  it('accepts a body only when the DTO validation accepts it unchanged', async () => {
    const accepted = await fastPathAgreement(body, isPlainAction, full);
    // The property is not vacuous: a fair share of the generated bodies take the fast path.
    expect(accepted).toBeGreaterThan(300);
  });

  it('takes the fast path for the plain bodies clients send', () => {
    for (const plain of [{ seat: 3, type: 'fold' }, { seat: 0, type: 'raise', amount: 6 }, { seat: 2, type: 'draw', cards: ['7d', 'Kc'] }, { type: 'deal', cards: ['As', 'Kd', '2c'] }, { seat: 1, type: 'deal', cards: ['??'] }]) {
      expect(isPlainAction(plain)).toBe(true);
    }
    for (const refused of [null, [], { type: 'fold' }, { seat: 1, type: 'fold', extra: 1 }, { seat: 1, type: 'bet', amount: -1 }, { seat: 1, type: 'bet', amount: null }, { seat: 1.5, type: 'call' }, { seat: 1, type: 'show', cards: ['AsKd'] }]) {
      expect(isPlainAction(refused)).toBe(false);
    }
  });

  it('refuses an unusual body with the DTO validation answer, and leaves the OpenAPI document describing the body by the DTO', async () => {
    const { app, api } = await bootWithKey();
    try {
      const doc = (await api.get('/docs-json').expect(200)).body;
      expect(doc.paths['/v1/hands/{id}/actions'].post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ActionDto' });
      const refused = await api.post('/v1/hands/00000000-0000-4000-8000-000000000000/actions').send({ seat: 1, type: 'fold', rake: 1 }).expect(422);
      expect(refused.body.errors).toEqual([{ pointer: '/rake', detail: expect.stringContaining("unknown field 'rake'") }]);
    } finally {
      await app.close();
    }
  });
});
