/**
 * The bounds every JSON body is held to before it is parsed. `JSON.parse` itself is the cost a
 * hostile body can drive: about 35 ms for a megabyte of 90,000 fields and 200 ms for 500,000 nested
 * arrays on a development machine. One pass over the text counts nesting and values, and a body
 * beyond either bound is refused unparsed. No request of the API comes near them: the largest,
 * a new hand, nests 3 deep and holds about 150 values; a PHH import in JSON is one string.
 */
export const JSON_BOUNDS = { maxDepth: 32, maxValues: 5000 } as const;

/**
 * What makes `text` exceed the bounds, or undefined. Strings are skipped with `indexOf`, so the
 * pass costs a few milliseconds per megabyte; the text is not validated as JSON (the parser that
 * runs next does that).
 */
export function exceedsJsonBounds(text: string, bounds: { maxDepth: number; maxValues: number } = JSON_BOUNDS): string | undefined {
  let depth = 0;
  let values = 1;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      i = closingQuote(text, i);
      if (i === -1) return undefined;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > bounds.maxDepth) return `the body nests objects and arrays more than ${bounds.maxDepth} levels deep; no request of this API nests more than 4`;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    } else if (code === COMMA) {
      if (++values > bounds.maxValues) return `the body holds more than ${bounds.maxValues} values; no request of this API holds more than a few hundred`;
    }
  }
  return undefined;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** The index of the quote that closes the string opened at `open` (one not escaped by an odd run of backslashes), or -1. */
function closingQuote(text: string, open: number): number {
  for (let at = text.indexOf('"', open + 1); at !== -1; at = text.indexOf('"', at + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
  return -1;
}
