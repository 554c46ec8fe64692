/**
 * A strict reader for the subset of TOML 1.0 that PHH files use, and the few writing helpers the PHH
 * exporter needs. Pure: text in, values or one located error out.
 *
 * Read: `key = value` pairs (bare or quoted keys), `[table]` headers with one key (the `[1]`, `[2]`
 * sections of a `.phhs` file), `#` comments, and values that are basic and literal strings (single-
 * and multi-line), integers (decimal, hex, octal, binary, with `_` separators), floats (`inf` and `nan`
 * included), booleans, dates and times (kept as their text), arrays (multi-line, trailing comma,
 * mixed types) and inline tables, nested at most `TOML_MAX_NESTING` deep. Not read (an error says
 * so): dotted keys, dotted table headers and arrays of tables, which PHH does not use.
 */

/** A TOML date, time or date-time, kept as written (e.g. `12:00:00` or `2026-11-30`). */
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

class TomlSyntaxError extends Error {
  constructor(
    readonly at: number,
    message: string,
  ) {
    super(message);
  }
}

const BARE_KEY = /^[A-Za-z0-9_-]+$/;
/**
 * How deep arrays and inline tables may nest. The reader is recursive: without a bound, a value such
 * as `x = [[[[...` thousands deep overflows the stack instead of failing as a syntax error. PHH nests
 * two deep at most.
 */
export const TOML_MAX_NESTING = 64;
const DATE_TIME =
  /^(?:\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}:\d{2})?)?|\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)/;

/** Parses a TOML document; on the first syntax error returns its line, column and what was expected. */
export function parseToml(text: string): TomlResult {
  const reader = new Reader(text);
  try {
    const value = reader.document();
    return { ok: true, value, tables: reader.tables };
  } catch (e) {
    if (!(e instanceof TomlSyntaxError)) throw e;
    const { line, column } = reader.locate(e.at);
    return { ok: false, error: { line, column, message: e.message } };
  }
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

class Reader {
  private pos = 0;
  /** Arrays and inline tables open around the value being read. */
  private depth = 0;
  private lineStarts: number[] | null = null;
  readonly tables: string[] = [];

  constructor(private readonly src: string) {}

  locate(at: number): { line: number; column: number } {
    if (!this.lineStarts) {
      this.lineStarts = [0];
      for (let i = 0; i < this.src.length; i++) if (this.src[i] === '\n') this.lineStarts.push(i + 1);
    }
    let line = 0;
    while (line + 1 < this.lineStarts.length && this.lineStarts[line + 1]! <= at) line++;
    return { line: line + 1, column: at - this.lineStarts[line]! + 1 };
  }

  document(): TomlTable {
    const root: TomlTable = {};
    const headers = new Set<string>();
    let current = root;
    for (;;) {
      this.skipWhitespaceAndComments();
      if (this.pos >= this.src.length) return root;
      if (this.peek() === '[') {
        const at = this.pos;
        this.pos++;
        if (this.peek() === '[') throw new TomlSyntaxError(at, 'arrays of tables ([[...]]) are not supported in PHH files');
        this.skipSpaces();
        const key = this.key();
        this.skipSpaces();
        if (this.peek() === '.') throw new TomlSyntaxError(this.pos, 'dotted table headers are not supported; write one key such as [1]');
        this.expect(']', `expected ']' to close the table header [${key}`);
        if (headers.has(key) || key in root) throw new TomlSyntaxError(at, `table [${key}] is defined twice`);
        headers.add(key);
        this.tables.push(key);
        current = {};
        root[key] = current;
        this.endOfLine();
        continue;
      }
      this.keyValue(current);
      this.endOfLine();
    }
  }

  private keyValue(table: TomlTable): void {
    const at = this.pos;
    const key = this.key();
    this.skipSpaces();
    if (this.peek() === '.') throw new TomlSyntaxError(this.pos, `dotted keys are not supported; write ${key} = { ... } instead`);
    this.expect('=', `expected '=' after the key '${key}'`);
    this.skipSpaces();
    const value = this.value();
    if (Object.prototype.hasOwnProperty.call(table, key)) throw new TomlSyntaxError(at, `the key '${key}' is defined twice`);
    table[key] = value;
  }

  private key(): string {
    const ch = this.peek();
    if (ch === '"') return this.basicString();
    if (ch === "'") return this.literalString();
    const start = this.pos;
    while (this.pos < this.src.length && /[A-Za-z0-9_-]/.test(this.src[this.pos]!)) this.pos++;
    if (this.pos === start) throw new TomlSyntaxError(start, `expected a key, found ${this.describe(start)}`);
    return this.src.slice(start, this.pos);
  }

  private value(): TomlValue {
    const ch = this.peek();
    if (ch === '"') return this.src.startsWith('"""', this.pos) ? this.multilineBasicString() : this.basicString();
    if (ch === "'") return this.src.startsWith("'''", this.pos) ? this.multilineLiteralString() : this.literalString();
    if (ch === '[') return this.array();
    if (ch === '{') return this.inlineTable();
    if (this.src.startsWith('true', this.pos) && !this.wordContinues(this.pos + 4)) {
      this.pos += 4;
      return true;
    }
    if (this.src.startsWith('false', this.pos) && !this.wordContinues(this.pos + 5)) {
      this.pos += 5;
      return false;
    }
    const rest = this.src.slice(this.pos, this.pos + 64);
    const date = DATE_TIME.exec(rest);
    if (date && !this.wordContinues(this.pos + date[0].length)) {
      this.pos += date[0].length;
      return new TomlDateTime(date[0]);
    }
    return this.number();
  }

  private number(): number {
    const start = this.pos;
    while (this.pos < this.src.length && /[0-9A-Za-z_+.-]/.test(this.src[this.pos]!)) this.pos++;
    const raw = this.src.slice(start, this.pos);
    if (raw.length === 0) {
      throw new TomlSyntaxError(start, `expected a value (a string, number, boolean, date, array or inline table), found ${this.describe(start)}`);
    }
    const special = /^([+-]?)(inf|nan)$/.exec(raw);
    if (special) return special[2] === 'nan' ? NaN : special[1] === '-' ? -Infinity : Infinity;
    const prefixed = /^0([xob])([0-9A-Fa-f_]+)$/.exec(raw);
    if (prefixed) {
      const digits = prefixed[2]!;
      const radix = prefixed[1] === 'x' ? 16 : prefixed[1] === 'o' ? 8 : 2;
      const valid = radix === 16 ? /^[0-9A-Fa-f]+(_[0-9A-Fa-f]+)*$/ : radix === 8 ? /^[0-7]+(_[0-7]+)*$/ : /^[01]+(_[01]+)*$/;
      if (!valid.test(digits)) throw new TomlSyntaxError(start, `'${raw}' is not a valid integer`);
      return this.safeInteger(parseInt(digits.replace(/_/g, ''), radix), raw, start);
    }
    if (/^[+-]?(0|[1-9][0-9]*(_[0-9]+)*)$/.test(raw)) return this.safeInteger(Number(raw.replace(/_/g, '')), raw, start);
    if (/^[+-]?(0|[1-9][0-9]*(_[0-9]+)*)(\.[0-9]+(_[0-9]+)*)?([eE][+-]?[0-9]+(_[0-9]+)*)?$/.test(raw) && /[.eE]/.test(raw)) {
      return Number(raw.replace(/_/g, ''));
    }
    throw new TomlSyntaxError(start, `expected a value (a string, number, boolean, date, array or inline table), found '${raw}'`);
  }

  private safeInteger(value: number, raw: string, at: number): number {
    if (!Number.isSafeInteger(value)) throw new TomlSyntaxError(at, `the integer ${raw} is outside the safe range (±${Number.MAX_SAFE_INTEGER})`);
    return value;
  }

  /** Enters an array or inline table opening at `at`; too deep is a syntax error there. */
  private nest<T>(at: number, read: () => T): T {
    if (this.depth >= TOML_MAX_NESTING) throw new TomlSyntaxError(at, `arrays and inline tables nest at most ${TOML_MAX_NESTING} deep`);
    this.depth++;
    try {
      return read();
    } finally {
      this.depth--;
    }
  }

  private array(): TomlValue[] {
    return this.nest(this.pos, () => this.arrayItems());
  }

  private arrayItems(): TomlValue[] {
    const open = this.pos;
    this.pos++;
    const items: TomlValue[] = [];
    for (;;) {
      this.skipWhitespaceAndComments();
      if (this.pos >= this.src.length) throw new TomlSyntaxError(open, "this array is never closed: expected ']'");
      if (this.peek() === ']') {
        this.pos++;
        return items;
      }
      items.push(this.value());
      this.skipWhitespaceAndComments();
      if (this.peek() === ',') {
        this.pos++;
        continue;
      }
      if (this.peek() === ']') continue;
      throw new TomlSyntaxError(this.pos, `expected ',' or ']' in the array, found ${this.describe(this.pos)}`);
    }
  }

  private inlineTable(): TomlTable {
    return this.nest(this.pos, () => this.inlineTableEntries());
  }

  private inlineTableEntries(): TomlTable {
    this.pos++;
    const table: TomlTable = {};
    this.skipSpaces();
    if (this.peek() === '}') {
      this.pos++;
      return table;
    }
    for (;;) {
      this.skipSpaces();
      this.keyValue(table);
      this.skipSpaces();
      if (this.peek() === ',') {
        this.pos++;
        continue;
      }
      if (this.peek() === '}') {
        this.pos++;
        return table;
      }
      throw new TomlSyntaxError(this.pos, `expected ',' or '}' in the inline table (which stays on one line), found ${this.describe(this.pos)}`);
    }
  }

  private basicString(): string {
    const open = this.pos;
    this.pos++;
    let out = '';
    for (;;) {
      const ch = this.src[this.pos];
      if (ch === undefined || ch === '\n' || ch === '\r') throw new TomlSyntaxError(open, 'this string is not closed on its line: expected \'"\'');
      this.pos++;
      if (ch === '"') return out;
      if (ch === '\\') out += this.escape();
      else if (this.isControl(ch)) throw new TomlSyntaxError(this.pos - 1, 'control characters must be escaped in strings');
      else out += ch;
    }
  }

  private multilineBasicString(): string {
    const open = this.pos;
    this.pos += 3;
    this.skipNewline();
    let out = '';
    for (;;) {
      if (this.pos >= this.src.length) throw new TomlSyntaxError(open, 'this multi-line string is never closed: expected \'"""\'');
      if (this.src.startsWith('"""', this.pos)) {
        // Up to two quotes may end the content right before the closing delimiter.
        let extra = 0;
        while (extra < 2 && this.src[this.pos + 3 + extra] === '"') extra++;
        out += '"'.repeat(extra);
        this.pos += 3 + extra;
        return out;
      }
      const ch = this.src[this.pos]!;
      this.pos++;
      if (ch === '\\') {
        // A backslash at the end of a line trims the newline and the whitespace that follows.
        const rest = /^[ \t]*\r?\n/.exec(this.src.slice(this.pos));
        if (rest) {
          this.pos += rest[0].length;
          while (/[ \t\r\n]/.test(this.src[this.pos] ?? '')) this.pos++;
        } else out += this.escape();
      } else if (this.isControl(ch) && ch !== '\n' && ch !== '\r' && ch !== '\t') throw new TomlSyntaxError(this.pos - 1, 'control characters must be escaped in strings');
      else out += ch;
    }
  }

  private literalString(): string {
    const open = this.pos;
    this.pos++;
    const end = this.src.indexOf("'", this.pos);
    const newline = this.src.slice(this.pos, end === -1 ? undefined : end).search(/[\r\n]/);
    if (end === -1 || newline !== -1) throw new TomlSyntaxError(open, "this literal string is not closed on its line: expected \"'\"");
    const out = this.src.slice(this.pos, end);
    this.pos = end + 1;
    return out;
  }

  private multilineLiteralString(): string {
    const open = this.pos;
    this.pos += 3;
    this.skipNewline();
    const end = this.src.indexOf("'''", this.pos);
    if (end === -1) throw new TomlSyntaxError(open, "this multi-line literal string is never closed: expected \"'''\"");
    let extra = 0;
    while (extra < 2 && this.src[end + 3 + extra] === "'") extra++;
    const out = this.src.slice(this.pos, end + extra);
    this.pos = end + 3 + extra;
    return out;
  }

  private escape(): string {
    const at = this.pos - 1;
    const ch = this.src[this.pos];
    this.pos++;
    switch (ch) {
      case 'b':
        return '\b';
      case 't':
        return '\t';
      case 'n':
        return '\n';
      case 'f':
        return '\f';
      case 'r':
        return '\r';
      case '"':
        return '"';
      case '\\':
        return '\\';
      case 'u':
      case 'U': {
        const length = ch === 'u' ? 4 : 8;
        const hex = this.src.slice(this.pos, this.pos + length);
        if (!new RegExp(`^[0-9A-Fa-f]{${length}}$`).test(hex)) throw new TomlSyntaxError(at, `\\${ch} needs ${length} hexadecimal digits`);
        const code = parseInt(hex, 16);
        if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) throw new TomlSyntaxError(at, `\\${ch}${hex} is not a Unicode scalar value`);
        this.pos += length;
        return String.fromCodePoint(code);
      }
      default:
        throw new TomlSyntaxError(at, `unknown escape sequence \\${ch ?? ''}`);
    }
  }

  private isControl(ch: string): boolean {
    const code = ch.charCodeAt(0);
    return (code < 0x20 && ch !== '\t') || code === 0x7f;
  }

  private wordContinues(at: number): boolean {
    return /[A-Za-z0-9_]/.test(this.src[at] ?? '');
  }

  private peek(): string | undefined {
    return this.src[this.pos];
  }

  private expect(ch: string, message: string): void {
    if (this.peek() !== ch) throw new TomlSyntaxError(this.pos, `${message}, found ${this.describe(this.pos)}`);
    this.pos++;
  }

  private describe(at: number): string {
    const ch = this.src[at];
    if (ch === undefined) return 'the end of the file';
    if (ch === '\n' || ch === '\r') return 'the end of the line';
    return `'${ch}'`;
  }

  private skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos++;
  }

  private skipNewline(): void {
    if (this.src.startsWith('\r\n', this.pos)) this.pos += 2;
    else if (this.peek() === '\n') this.pos++;
  }

  private skipComment(): void {
    if (this.peek() !== '#') return;
    while (this.pos < this.src.length && this.src[this.pos] !== '\n') {
      if (this.isControl(this.src[this.pos]!) && this.src[this.pos] !== '\r') throw new TomlSyntaxError(this.pos, 'control characters are not allowed in comments');
      this.pos++;
    }
  }

  private skipWhitespaceAndComments(): void {
    for (;;) {
      const ch = this.peek();
      if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') this.pos++;
      else if (ch === '#') this.skipComment();
      else return;
    }
  }

  /** After a key/value pair or a header: only spaces and a comment may follow on the line. */
  private endOfLine(): void {
    this.skipSpaces();
    this.skipComment();
    if (this.pos >= this.src.length) return;
    if (this.src.startsWith('\r\n', this.pos) || this.peek() === '\n') {
      this.skipNewline();
      return;
    }
    throw new TomlSyntaxError(this.pos, `expected the end of the line after the value, found ${this.describe(this.pos)}`);
  }
}
