import type { FieldError } from '../problem/problem';
import { type Shape, VALUE_SHAPE } from './request-shape';
import { findUnstorableChar, quote } from './storable-text';

interface Pending {
  value: unknown;
  shape: Shape;
  pointer: string;
  depth: number;
}

/**
 * Walks a request against its shape, without recursion, and returns the first structural error: an
 * unknown field, an object or array where a single value belongs (or the reverse), an array longer
 * than its DTO allows, a record with too many keys, a value nested too deep, or a string PostgreSQL
 * cannot store. It stops at the first one, so its cost is bounded by the shape, not by the request:
 * a megabyte of unknown fields is refused at the first. Field rules (types, ranges, formats) are
 * class-validator's, which runs next on a request now known to be small.
 */
export function checkShape(root: unknown, rootShape: Shape): FieldError | undefined {
  const stack: Pending[] = [{ value: root, shape: rootShape, pointer: '', depth: 0 }];
  let nodes = 0;
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, shape, pointer, depth } = next;
    if (typeof value === 'string') {
      const bad = findUnstorableChar(value);
      if (bad) return unstorable(pointer, bad.what, bad.index);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const isArray = Array.isArray(value);
    switch (shape.kind) {
      case 'value':
        return { pointer, detail: `expected a single value here (a string, a number or a boolean), not ${isArray ? 'an array' : 'an object'}` };
      case 'object': {
        const fields = () => [...shape.fields.keys()].join(', ');
        if (isArray) return { pointer, detail: `expected an object with the fields ${fields()} here, not an array` };
        for (const key in value) {
          const field = shape.fields.get(key);
          if (!field) return { pointer: child(pointer, key), detail: `unknown field '${quote(key)}'; remove it (the fields here are ${fields()})` };
          stack.push({ value: (value as Record<string, unknown>)[key], shape: field, pointer: child(pointer, key), depth: depth + 1 });
        }
        break;
      }
      case 'array': {
        if (!isArray) return { pointer, detail: `expected an array of at most ${shape.maxItems} items here, not an object` };
        if (value.length > shape.maxItems) return { pointer, detail: `at most ${shape.maxItems} items are allowed here, not ${value.length}` };
        for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], shape: shape.items, pointer: `${pointer}/${i}`, depth: depth + 1 });
        break;
      }
      case 'record': {
        if (isArray) return { pointer, detail: `expected an object of at most ${shape.maxKeys} keys here, not an array` };
        let keys = 0;
        for (const key in value) {
          if (++keys > shape.maxKeys) return { pointer, detail: `at most ${shape.maxKeys} keys are allowed here` };
          const at = child(pointer, key);
          const badKey = findUnstorableChar(key);
          if (badKey) return unstorable(at, badKey.what, badKey.index, 'the key');
          if (key.length > shape.maxKeyLength) return { pointer: at, detail: `keys here are at most ${shape.maxKeyLength} characters long` };
          const item = (value as Record<string, unknown>)[key];
          if (item !== null && typeof item === 'object') return { pointer: at, detail: 'expected a single value here (a string, a number, a boolean or null), not an object or an array' };
          stack.push({ value: item, shape: VALUE_SHAPE, pointer: at, depth: depth + 1 });
        }
        break;
      }
      case 'any': {
        if (depth >= shape.maxDepth) return { pointer, detail: `values are nested at most ${shape.maxDepth} levels deep here` };
        const tooMany = () => ({ pointer: '', detail: `the body holds more than ${shape.maxNodes} values; nothing this route reads is that large` });
        if (isArray) {
          if ((nodes += value.length) > shape.maxNodes) return tooMany();
          for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], shape, pointer: `${pointer}/${i}`, depth: depth + 1 });
          break;
        }
        for (const key in value) {
          if (++nodes > shape.maxNodes) return tooMany();
          const badKey = findUnstorableChar(key);
          if (badKey) return unstorable(child(pointer, key), badKey.what, badKey.index, 'the key');
          stack.push({ value: (value as Record<string, unknown>)[key], shape, pointer: child(pointer, key), depth: depth + 1 });
        }
        break;
      }
    }
  }
  return undefined;
}

function unstorable(pointer: string, what: string, index: number, subject = 'the text'): FieldError {
  return { pointer, detail: `${subject} holds ${what} at position ${index}, which cannot be stored; remove it` };
}

/** A JSON pointer one level down; client keys are cut short so that an answer stays small. */
function child(pointer: string, key: string): string {
  return `${pointer}/${quote(key.replace(/~/g, '~0').replace(/\//g, '~1'), 64)}`;
}
