/**
 * Text PostgreSQL can store and JSON can carry unchanged: no NUL character (text and jsonb refuse it)
 * and no unpaired UTF-16 surrogate (it has no UTF-8 form; jsonb refuses it, text stores a U+FFFD in
 * its place). Every string of a request goes through one of these checks before anything uses it.
 */

/** Where a string breaks the rule, and how: what a message shows the client. */
export interface UnstorableChar {
  index: number;
  what: string;
}

// eslint-disable-next-line no-control-regex -- finding NUL is the point
const NUL_OR_SURROGATE = /[\u0000\ud800-\udfff]/;

/** The first NUL or unpaired surrogate of `text`, or undefined when every character is storable. */
export function findUnstorableChar(text: string): UnstorableChar | undefined {
  // Most strings have neither: one native scan settles them.
  if (!NUL_OR_SURROGATE.test(text)) return undefined;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return { index: i, what: 'a NUL character (U+0000)' };
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return { index: i, what: `an unpaired surrogate (U+${code.toString(16).toUpperCase()})` };
    }
    if (code >= 0xdc00 && code <= 0xdfff) return { index: i, what: `an unpaired surrogate (U+${code.toString(16).toUpperCase()})` };
  }
  return undefined;
}

/**
 * The first escape sequence of a TOML or PHH text that decodes to an unstorable character
 * (`\u0000`, `\U00000000`, `\uD800`…`\uDFFF`). The raw text of an import is checked with this and
 * {@link findUnstorableChar} before it is parsed, so that no name reaches the database with one.
 */
export function findUnstorableEscape(text: string): UnstorableChar | undefined {
  const match = /\\(?:u0000|U00000000|u[dD][89a-fA-F][0-9a-fA-F]{2}|U0000[dD][89a-fA-F][0-9a-fA-F]{2})/.exec(text);
  return match ? { index: match.index, what: `the escape ${match[0]}, which stands for a character that cannot be stored` } : undefined;
}

/** "line 3, column 7" of an index, for messages about a document. */
export function lineAndColumn(text: string, index: number): string {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return `line ${line}, column ${index - start + 1}`;
}

/** A piece of client text short enough to quote in an answer. */
export function quote(text: string, max = 40): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}
