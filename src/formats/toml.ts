import { parse, TomlDate, TomlError as SmolTomlError } from 'smol-toml';

/**
 * TOML for PHH files: reading with `smol-toml` (a maintained TOML 1.0 parser), turned into the plain
 * values the PHH code reads, and the few writing helpers the PHH exporter needs. Pure: text in,
 * values or one located error out.
 */

/** A TOML date, time or date-time, as its text (e.g. `12:00:00` or `2026-11-30`). */
export class TomlDateTime {
  constructor(readonly text: string) {}
}

export type TomlValue = string | number | boolean | TomlDateTime | TomlValue[] | TomlTable;

export interface TomlTable {
  [key: string]: TomlValue;
}

export interface TomlError {
  /** 1-based line and column of the offending character. */
  line: number;
  column: number;
  message: string;
}

/** `tables`: the `[header]` keys in the order they appear (object keys that look like integers do not keep it). */
export type TomlResult = { ok: true; value: TomlTable; tables: string[] } | { ok: false; error: TomlError };

const BARE_KEY = /^[A-Za-z0-9_-]+$/;
/**
 * How deep arrays and inline tables may nest. A parser without a bound overflows the stack on a value
 * such as `x = [[[[...` thousands deep instead of failing as a syntax error. PHH nests two deep at most.
 */
export const TOML_MAX_NESTING = 64;

/** Parses a TOML document; on the first syntax error returns its line, column and what is wrong. */
export function parseToml(text: string): TomlResult {
  let parsed: Record<string, unknown>;
  try {
    parsed = parse(text, { maxDepth: TOML_MAX_NESTING });
  } catch (e) {
    if (!(e instanceof SmolTomlError)) throw e;
    return { ok: false, error: { line: e.line, column: e.column, message: syntaxMessage(e.message) } };
  }
  const value = plain(parsed) as TomlTable;
  return { ok: true, value, tables: tableOrder(text, value) };
}

/** The parser's first message line, without its generic prefix; the nesting limit in its own words. */
function syntaxMessage(message: string): string {
  const first = (message.split('\n')[0] ?? '').replace(/^Invalid TOML document: /, '');
  return /excessively nested/.test(first) ? `arrays and inline tables nest at most ${TOML_MAX_NESTING} deep` : first;
}

/** Parsed values as `TomlValue`s: dates and times become `TomlDateTime` (whole seconds written without `.000`). */
function plain(value: unknown): TomlValue {
  if (value instanceof TomlDate) return new TomlDateTime(value.toISOString().replace(/\.000(?=$|Z|[+-])/, ''));
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object' && value !== null) {
    const table: TomlTable = {};
    for (const [k, v] of Object.entries(value)) table[k] = plain(v);
    return table;
  }
  return value as string | number | boolean;
}

/** A line that is a one-key table header: `[1]`, `["a b"]`, `['x']`, with an optional comment. */
const HEADER = /^[ \t]*\[(?!\[)[ \t]*("(?:[^"\\]|\\.)*"|'[^']*'|[A-Za-z0-9_-]+)[ \t]*\][ \t]*(?:#.*)?$/gm;

/**
 * The top-level tables opened by a `[header]`, in file order. A parsed document is an object, whose
 * integer-like keys (`[10]`, `[2]`) come out sorted, so the order is read from the header lines of
 * the (already valid) text. A header-like line inside a multi-line string names no table here unless
 * a real header has the same key, and then the first one counts, which is where the table opens or
 * before it: the order of the tables that exist is kept.
 */
function tableOrder(text: string, value: TomlTable): string[] {
  const order: string[] = [];
  for (const m of text.matchAll(HEADER)) {
    const raw = m[1]!;
    const key = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw.startsWith("'") ? raw.slice(1, -1) : raw;
    if (!order.includes(key) && isTomlTable(value[key])) order.push(key);
  }
  return order;
}

/** Whether a parsed value is a table (not an array, a date or a scalar). */
export function isTomlTable(value: TomlValue | undefined): value is TomlTable {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isTomlDateTime(value);
}

export function isTomlDateTime(value: TomlValue | undefined): value is TomlDateTime {
  return value instanceof TomlDateTime;
}

/** A TOML basic string: `"..."` with quotes, backslashes and control characters escaped. */
export function tomlString(value: string): string {
  let out = '"';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\r') out += '\\r';
    else if (code < 0x20 || code === 0x7f) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return `${out}"`;
}

/** A key, bare when it can be, quoted otherwise. */
export function tomlKey(key: string): string {
  return BARE_KEY.test(key) ? key : tomlString(key);
}

/** One value on one line: strings quoted, arrays and inline tables written out. */
export function tomlInline(value: TomlValue): string {
  if (typeof value === 'string') return tomlString(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'nan';
    if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.map(tomlInline).join(', ')}]`;
  if (isTomlDateTime(value)) return value.text;
  const entries = Object.entries(value).map(([k, v]) => `${tomlKey(k)} = ${tomlInline(v)}`);
  return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
}
