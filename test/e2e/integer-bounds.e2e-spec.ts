import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { type Agent, bootWithKey } from './app';

type Schema = { type?: string; minimum?: number; maximum?: number; items?: Schema; properties?: Record<string, Schema> };
type Parameter = { name: string; in: string; schema: Schema };

/**
 * Every integer a client sends has bounds of its own, enforced by its DTO's validation, and the
 * document shows those very numbers: no bound invented for the document, none enforced unsaid.
 */
describe('integer bounds of requests', () => {
  let app: NestFastifyApplication;
  let api: Agent;
  let doc: { paths: Record<string, Record<string, { operationId: string; parameters?: Parameter[] }>>; components: { schemas: Record<string, Schema> } };

  beforeAll(async () => {
    ({ app, api } = await bootWithKey());
    doc = (await api.get('/docs-json').expect(200)).body;
  });
  afterAll(() => app.close());

  /** `@Min`/`@Max` of each property of each validated class, by class name (the schema's name). */
  function validationBounds(): Map<string, Map<string, { min?: number; max?: number }>> {
    // The storage keeps its metadata by class; the classes are the app's DTOs, all loaded by now.
    const storage = getMetadataStorage();
    const classes = (storage as unknown as { validationMetadatas: Map<new () => object, ValidationMetadata[]> }).validationMetadatas.keys();
    const bounds = new Map<string, Map<string, { min?: number; max?: number }>>();
    for (const target of classes) {
      // With the rules a class inherits (CreateAppDto's rate limit is declared on its parent).
      for (const m of storage.getTargetValidationMetadatas(target, '', true, false)) {
        if (m.name !== 'min' && m.name !== 'max') continue;
        const properties = bounds.get(target.name) ?? new Map<string, { min?: number; max?: number }>();
        bounds.set(target.name, properties);
        const entry = properties.get(m.propertyName) ?? {};
        entry[m.name] = (m.constraints as number[])[0];
        properties.set(m.propertyName, entry);
      }
    }
    return bounds;
  }

  it('bodies: the minimum and maximum of each integer field are its validation\'s @Min and @Max', () => {
    const bounds = validationBounds();
    const compared: string[] = [];
    for (const [name, schema] of Object.entries(doc.components.schemas)) {
      // The members of the action union (ActionRaise, ...) are fields of ActionDto, validated there.
      const validated = bounds.get(/^Action[A-Z]/.test(name) && doc.components.schemas.ActionDto ? 'ActionDto' : name);
      if (!validated) continue;
      for (const [property, value] of Object.entries(schema.properties ?? {})) {
        const integer = value.type === 'integer' ? value : value.type === 'array' && value.items?.type === 'integer' ? value.items : undefined;
        if (!integer) continue;
        expect({ field: `${name}.${property}`, minimum: integer.minimum, maximum: integer.maximum }).toEqual({ field: `${name}.${property}`, minimum: validated.get(property)?.min, maximum: validated.get(property)?.max });
        compared.push(`${name}.${property}`);
      }
    }
    // Chips, seats and counts of the bodies that matter most are among them.
    expect(compared).toEqual(expect.arrayContaining(['SeatDto.stack', 'SeatDto.seat', 'CreateHandDto.button', 'StakesDto.bigBlind', 'ActionRaise.amount', 'CreateAppDto.rateLimitPerMinute', 'IssueSeatTokensDto.seats', 'ShowdownRequestDto.pot', 'PotLimitRequestDto.pot']));
    expect(compared.length).toBeGreaterThan(25);
  });

  it('queries: each integer parameter refuses one below its minimum and one above its maximum, and takes its maximum', async () => {
    const hand = (await api.post('/v1/hands').send({ game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: [{ seat: 1, stack: 100 }, { seat: 2, stack: 100 }], button: 1 }).expect(201)).body;
    const checked: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      const operation = item.get;
      if (!operation || path.startsWith('/v1/admin')) continue;
      const url = path.replace('{id}', hand.id);
      const integers = (operation.parameters ?? []).filter((p) => p.in === 'query' && p.schema.type === 'integer');
      for (const { name, schema } of integers) {
        // The hand's own step 0 and seat 1 keep the other parameters valid.
        const others = integers.filter((p) => p.name !== name).map((p) => `&${p.name}=${p.name === 'step' ? 0 : 1}`).join('');
        for (const wrong of [schema.minimum! - 1, schema.maximum! + 1]) {
          const res = await api.get(`${url}?${name}=${wrong}${others}`);
          expect({ at: `${operation.operationId}?${name}=${wrong}`, status: res.status }).toEqual({ at: `${operation.operationId}?${name}=${wrong}`, status: 422 });
          expect(JSON.stringify(res.body.errors)).toContain(name);
        }
        const edge = await api.get(`${url}?${name}=${schema.maximum}${others}`);
        // The largest value passes validation; what it names may still not exist (a seat not in the hand).
        expect(JSON.stringify(edge.body.errors ?? []).includes(`must not be greater than`)).toBe(false);
        checked.push(`${operation.operationId}?${name}`);
      }
    }
    expect(checked).toEqual(expect.arrayContaining(['listHands?limit', 'getHand?seat', 'replayHand?step']));
  });
});
