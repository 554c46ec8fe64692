import { exceedsJsonBounds } from '../../../src/common/validation/json-bounds';
import { findUnstorableChar, findUnstorableEscape, lineAndColumn } from '../../../src/common/validation/storable-text';

describe('the JSON bounds scan', () => {
  const bounds = { maxDepth: 3, maxValues: 4 };

  it('counts nesting and values outside strings only', () => {
    expect(exceedsJsonBounds('{"a":[1,2],"b":{"c":3}}', bounds)).toBeUndefined();
    expect(exceedsJsonBounds('{"a":[[[1]]]}', bounds)).toMatch(/more than 3 levels/);
    expect(exceedsJsonBounds('[1,2,3,4,5]', bounds)).toMatch(/more than 4 values/);
    // Brackets and commas inside strings are text, escaped quotes included.
    expect(exceedsJsonBounds('{"a":"[[[[,,,,,]]]]"}', bounds)).toBeUndefined();
    expect(exceedsJsonBounds('{"a":"\\"[[[[,,,,"}', bounds)).toBeUndefined();
    expect(exceedsJsonBounds('{"a":"x\\\\","b":[[[[1]]]]}', bounds)).toMatch(/levels/);
  });

  it('leaves text that is not JSON to the parser', () => {
    expect(exceedsJsonBounds('{"unterminated', bounds)).toBeUndefined();
    expect(exceedsJsonBounds('', bounds)).toBeUndefined();
  });

  it('accepts the largest request of the API with room to spare', () => {
    const hand = {
      game: 'holdem',
      stakes: { smallBlind: 1, bigBlind: 2, ante: 0 },
      seats: Array.from({ length: 10 }, (_, i) => ({ seat: i, stack: 100, name: `p${i}` })),
      deck: Array.from({ length: 52 }, () => 'As'),
      options: Object.fromEntries(Array.from({ length: 32 }, (_, i) => [`o${i}`, i])),
      button: 0,
    };
    expect(exceedsJsonBounds(JSON.stringify(hand))).toBeUndefined();
  });
});

describe('storable text', () => {
  it('finds NULs and unpaired surrogates, and accepts surrogate pairs', () => {
    expect(findUnstorableChar('Zoë 🂡 ok')).toBeUndefined();
    expect(findUnstorableChar('ab\u0000c')).toEqual({ index: 2, what: 'a NUL character (U+0000)' });
    expect(findUnstorableChar('a\ud83c')).toEqual({ index: 1, what: 'an unpaired surrogate (U+D83C)' });
    expect(findUnstorableChar('\udca1a')).toEqual({ index: 0, what: 'an unpaired surrogate (U+DCA1)' });
    expect(findUnstorableChar('🂡\udca1')?.index).toBe(2);
  });

  it('finds the escapes of a TOML text that would decode to them', () => {
    expect(findUnstorableEscape('name = "a\\u00e9"')).toBeUndefined();
    expect(findUnstorableEscape('name = "a\\u0000"')?.index).toBe(9);
    expect(findUnstorableEscape('name = "\\uD800"')?.what).toContain('\\uD800');
    expect(findUnstorableEscape('name = "\\U00000000"')).toBeDefined();
  });

  it('says where an index is in a document', () => {
    expect(lineAndColumn('ab\ncd\nef', 7)).toBe('line 3, column 2');
    expect(lineAndColumn('abc', 0)).toBe('line 1, column 1');
  });
});
