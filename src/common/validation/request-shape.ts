import { getMetadataStorage, type ValidationArguments, ValidateBy, type ValidationOptions } from 'class-validator';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';

/**
 * The structure a DTO admits, read from its own decorators: which fields exist, which hold a nested
 * DTO, an array (with its `@ArrayMaxSize`) or a flat record, and which a single value. The shape check
 * walks a request against it before class-transformer and class-validator see the request, so their
 * cost is bounded by the DTO rather than by what a client sends.
 */
export type Shape =
  | { readonly kind: 'value' }
  | { readonly kind: 'object'; readonly name: string; readonly fields: ReadonlyMap<string, Shape> }
  | { readonly kind: 'array'; readonly maxItems: number; readonly items: Shape }
  | { readonly kind: 'record'; readonly maxKeys: number; readonly maxKeyLength: number }
  | { readonly kind: 'any'; readonly maxDepth: number; readonly maxNodes: number };

export const VALUE_SHAPE: Shape = { kind: 'value' };

/** A body with no DTO (the PHH import takes raw text or `{ document }`): any JSON, within these bounds. */
export const UNTYPED_BODY: Shape = { kind: 'any', maxDepth: 8, maxNodes: 1000 };

/** Arrays whose DTO names no `@ArrayMaxSize` (there are none today) still have a bound. */
const DEFAULT_MAX_ITEMS = 100;

/** A DTO class, as Nest passes it to pipes. */
type Class = abstract new (...args: never[]) => unknown;

const shapes = new Map<Class, Shape | null>();

/** The shape of a DTO class, or null for a type that is not a DTO (String, Object, a custom decorator's value). */
export function shapeOf(metatype: Class | undefined): Shape | null {
  if (!metatype) return null;
  let shape = shapes.get(metatype);
  if (shape === undefined) {
    shape = derive(metatype, new Set());
    shapes.set(metatype, shape);
  }
  return shape;
}

function derive(target: Class, seen: Set<Class>): Shape | null {
  const metadatas = getMetadataStorage().getTargetValidationMetadatas(target, '', true, false);
  if (metadatas.length === 0 || seen.has(target)) return null;
  seen.add(target);
  const byField = new Map<string, typeof metadatas>();
  for (const m of metadatas) byField.set(m.propertyName, [...(byField.get(m.propertyName) ?? []), m]);
  const fields = new Map<string, Shape>();
  for (const [field, list] of byField) {
    const named = (name: string) => list.find((m) => m.name === name);
    const nested = list.find((m) => m.type === 'nestedValidation');
    const isArray = named('isArray') !== undefined || nested?.each === true;
    const maxItems = Number(named('arrayMaxSize')?.constraints?.[0] ?? DEFAULT_MAX_ITEMS);
    let item: Shape = VALUE_SHAPE;
    if (nested) {
      const typeFn = defaultMetadataStorage.findTypeMetadata(target, field)?.typeFunction;
      item = (typeFn && derive(typeFn() as Class, seen)) || VALUE_SHAPE;
    }
    const record = named(FLAT_RECORD);
    fields.set(
      field,
      record
        ? { kind: 'record', maxKeys: Number(record.constraints[0]), maxKeyLength: Number(record.constraints[1]) }
        : isArray
          ? { kind: 'array', maxItems, items: item }
          : item,
    );
  }
  seen.delete(target);
  return { kind: 'object', name: target.name, fields };
}

const FLAT_RECORD = 'isFlatRecord';

/**
 * An object of at most `maxKeys` keys (each at most `maxKeyLength` characters) whose values are
 * single JSON values: strings, numbers, booleans or null. The shape check enforces the bounds before
 * validation; this validator says the same for anyone validating the class directly.
 */
export function IsFlatRecord(maxKeys: number, maxKeyLength: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: FLAT_RECORD,
      constraints: [maxKeys, maxKeyLength],
      validator: {
        validate: (value: unknown) =>
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          Object.keys(value).length <= maxKeys &&
          Object.entries(value).every(([k, v]) => k.length <= maxKeyLength && (v === null || typeof v !== 'object')),
        defaultMessage: (args?: ValidationArguments) =>
          `${args?.property ?? 'the field'} must be an object of at most ${maxKeys} keys whose values are strings, numbers, booleans or null`,
      },
    },
    options,
  );
}
