/**
 * The JSON schema of a `POST /v1/showdowns` answer (`ShowdownResultDto`), given to Fastify as the
 * route's 200 response schema: the answer is then written by a serializer compiled once at start
 * rather than by `JSON.stringify`. Every field the service returns is listed (a field missing here
 * would be left out of the answer; test/e2e/showdown-body.e2e-spec.ts compares the two on every game).
 */
const hand = {
  type: 'object',
  required: ['ranking', 'rank', 'category', 'cards', 'description'],
  properties: {
    ranking: { type: 'string' },
    rank: { type: 'integer' },
    category: { type: 'string' },
    cards: { type: 'array', items: { type: 'string' } },
    description: { type: 'string' },
  },
} as const;

const groups = { type: 'array', items: { type: 'array', items: { type: 'integer' } } } as const;

export const SHOWDOWN_RESULT_SCHEMA = {
  type: 'object',
  required: ['game', 'rankings', 'hands', 'standings'],
  properties: {
    game: { type: 'string' },
    rankings: { type: 'object', required: ['high', 'low'], properties: { high: { type: 'string', nullable: true }, low: { type: 'string', nullable: true } } },
    hands: { type: 'array', items: { type: 'object', required: ['seat'], properties: { seat: { type: 'integer' }, high: hand, low: { ...hand, nullable: true } } } },
    standings: { type: 'object', properties: { high: groups, low: groups } },
    awards: {
      type: 'array',
      items: { type: 'object', required: ['seat', 'amount', 'high', 'low'], properties: { seat: { type: 'integer' }, amount: { type: 'integer' }, high: { type: 'integer' }, low: { type: 'integer' } } },
    },
  },
} as const;
