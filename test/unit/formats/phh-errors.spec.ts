import { fromPhh, parsePhh, parsePhhs, parseToml, TOML_MAX_NESTING } from '../../../src/formats';

/** Errors: TOML syntax with its line and column, then PHH fields and action lines with their pointers. */

describe('TOML syntax errors carry the line, the column and what is wrong', () => {
  it.each([
    ['a missing =', 'variant = "NT"\nantes [0, 0]\n', 2, 7, 'illegal character in key'],
    ['a string not closed on its line (reported at the line end)', 'variant = "NT\nantes = []\n', 1, 14, 'control characters are not allowed in strings'],
    ['an array never closed (reported where the file ends)', 'variant = "NT"\nactions = [\n  "p1 f",\n', 4, 1, 'invalid value'],
    ['a missing comma in an array', 'actions = [\n  "p1 f"\n  "p2 f",\n]\n', 3, 3, 'expected comma or end of structure'],
    ['a key defined twice', 'variant = "NT"\nvariant = "FT"\n', 2, 1, 'trying to redefine an already defined table or value'],
    ['something after the value', 'min_bet = 2 3\n', 1, 13, 'each key-value declaration must be followed by an end-of-line'],
    ['a value that is none', 'min_bet = two\n', 1, 11, 'invalid value'],
    ['an integer beyond 2^53', 'min_bet = 9007199254740993\n', 1, 11, 'integer value cannot be represented losslessly'],
    ['a bad escape', 'x = "a\\qb"\n', 1, 8, 'unrecognised escape sequence'],
  ])('%s', (_name, text, line, column, message) => {
    const result = parseToml(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toEqual({ line, column, message });
  });

  it('deep nesting is a syntax error at the bracket that goes too deep, not a stack overflow', () => {
    // The reader is recursive: 5000 levels used to throw a RangeError (an HTTP 500 on import).
    for (const [open, close] of [['[', ']'], ['{ a = ', ' }']] as const) {
      const text = `x = ${open.repeat(5000)}1${close.repeat(5000)}\n`;
      expect(parseToml(text)).toEqual({
        ok: false,
        error: { line: 1, column: 5 + TOML_MAX_NESTING * open.length, message: `arrays and inline tables nest at most ${TOML_MAX_NESTING} deep` },
      });
    }
    expect(parsePhh(`variant = "NT"\nactions = ${'['.repeat(5000)}`)).toEqual({
      ok: false,
      errors: [{ pointer: '', line: 2, column: 11 + TOML_MAX_NESTING, detail: `line 2, column ${11 + TOML_MAX_NESTING}: arrays and inline tables nest at most ${TOML_MAX_NESTING} deep` }],
    });
    // As deep as allowed still reads.
    const deepest = parseToml(`x = ${'['.repeat(TOML_MAX_NESTING)}${']'.repeat(TOML_MAX_NESTING)}\n`);
    expect(deepest.ok).toBe(true);
  });

  it('parsePhh reports the syntax error with its line in the detail', () => {
    expect(parsePhh('variant = "NT"\n\nantes = [0, 0\nmin_bet = 2\n')).toEqual({
      ok: false,
      errors: [{ pointer: '', line: 4, column: 1, detail: 'line 4, column 1: expected comma or end of structure' }],
    });
  });

  it('reads the value forms PHH files use', () => {
    const text = [
      'a = 1_000  # comment',
      "b = 'lit\\eral'",
      'c = "tab\\t\\u00e9"',
      'd = -0.5e1',
      'e = [1, "x", true, [2], ]',
      'f = {}',
      'g = """',
      'two',
      'lines"""',
      "h = '''it's'''",
      'i = 0x1F',
      'j = -inf',
      'k = 2026-11-30T12:00:00Z',
      '"quoted key" = false',
      'l.m = 2',
      't = 17:00:00',
    ].join('\n');
    const result = parseToml(text);
    if (!result.ok) throw new Error(result.error.message);
    const v = result.value;
    expect([v.a, v.b, v.c, v.d, v.e, v.f, v.g, v.h, v.i, v.j, v['quoted key']]).toEqual([1000, 'lit\\eral', 'tab\té', -5, [1, 'x', true, [2]], {}, 'two\nlines', "it's", 31, -Infinity, false]);
    expect(v.k).toEqual(expect.objectContaining({ text: '2026-11-30T12:00:00Z' }));
    expect(v.t).toEqual(expect.objectContaining({ text: '17:00:00' }));
    // Dotted keys are TOML too: they make a table.
    expect(v.l).toEqual({ m: 2 });
  });

  it('a .phhs file holds only sections, and keeps their order even for number-like labels', () => {
    expect(parsePhhs('variant = "NT"\n[1]\nx = 1\n')).toMatchObject({ ok: false, errors: [{ pointer: '/variant' }] });
    const order = parsePhhs('[10]\nx = 1\n[2]\nx = 2\n[b]\nx = 3\n');
    expect(order.ok && order.documents.map((d) => d.label)).toEqual(['10', '2', 'b']);
    expect(parseToml('[1]\n[1]\n')).toMatchObject({ ok: false, error: { line: 2, message: 'trying to redefine an already defined table or value' } });
    // A header-like line inside a multi-line string opens no section.
    const quoted = parsePhhs('[3]\nx = """\n[1]\n"""\n[1]\nx = 1\n');
    expect(quoted.ok && quoted.documents.map((d) => d.label)).toEqual(['3', '1']);
    // An array of tables is not a section of hands.
    expect(parsePhhs('[[hands]]\nx = 1\n')).toMatchObject({ ok: false, errors: [{ pointer: '/hands' }] });
  });
});

const BASE = `variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
`;

function errorsOf(text: string) {
  const result = fromPhh(text);
  if (result.ok) throw new Error('expected errors');
  return result.errors;
}

describe('fromPhh refuses what it cannot map, saying where and why', () => {
  it('an unknown variant, and official ones Croupier does not deal', () => {
    expect(errorsOf(BASE.replace('"NT"', '"XX"'))).toEqual([{ pointer: '/variant', detail: expect.stringContaining("unknown variant 'XX'") }]);
    expect(errorsOf(BASE.replace('"NT"', '"FB"'))[0]!.detail).toBe("'FB' is fixed-limit badugi, which Croupier does not deal");
  });

  it('missing fields, arrays of the wrong length, fields of another structure', () => {
    const errors = errorsOf(`variant = "FT"
antes = [0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = []
`);
    expect(errors).toEqual([
      { pointer: '/antes', detail: 'antes has 2 entries but starting_stacks has 3: one per player, in the same order' },
      { pointer: '/small_bet', detail: 'small_bet is required' },
      { pointer: '/big_bet', detail: 'big_bet is required' },
      { pointer: '/min_bet', detail: 'min_bet is for pot and no limit; fixed limit uses small_bet and big_bet' },
    ]);
  });

  it('stacks that are not whole numbers, unknown stacks, straddles, seats out of clockwise order', () => {
    expect(errorsOf(`${BASE.replace('[100, 100, 100]', '[100.5, inf, 100]')}actions = []\n`)).toEqual([
      { pointer: '/starting_stacks/0', detail: 'starting_stacks holds whole numbers of chips above 0, not 100.5' },
      { pointer: '/starting_stacks/1', detail: 'starting_stacks holds whole numbers of chips above 0, not Infinity (unknown amounts such as inf are not supported)' },
    ]);
    expect(errorsOf(`${BASE.replace('[1, 2, 0]', '[1, 2, 4]')}actions = []\n`)[0]).toEqual({
      pointer: '/blinds_or_straddles',
      detail: 'p3 posts 4: straddles are not supported, only a small blind (p1) and a big blind (p2)',
    });
    expect(errorsOf(`${BASE}seats = [2, 1, 3]\nactions = []\n`)[0]).toMatchObject({ pointer: '/seats' });
  });

  it('bad action lines, each with its index and why; the engine takes the lines up to the first bad one', () => {
    // Line 1 is refused when it is dealt (As is in p1's hand), so line 6 never reaches the engine.
    const errors = errorsOf(`${BASE}actions = [
  "d dh p1 AsKs",
  "d dh p2 AsQd",
  "d dh p4 2c3c",
  "d dh p3 JhXx",
  "p3 raise 10",
  "p3 cbr 12.5",
  "p3 cbr 1",
  "p3 pb",
  "p1 sd As",
  "  # a comment alone is a no-op",
  "",
  "d dh p3 ??",
]
`);
    expect(errors).toEqual([
      { pointer: '/actions/1', detail: "'d dh p2 AsQd': As is already in p1's hand" },
      { pointer: '/actions/2', detail: "'d dh p4 2c3c': there is no p4: the hand has 3 players (p1 to p3)" },
      { pointer: '/actions/3', detail: "'d dh p3 JhXx': 'Xx' in 'JhXx' is not a card: ranks 23456789TJQKA, suits cdhs (As, Td), or ?? for an unknown card" },
      { pointer: '/actions/4', detail: expect.stringContaining("'p3 raise 10': unknown action 'raise'") },
      { pointer: '/actions/5', detail: "'p3 cbr 12.5': '12.5' is not a whole number of chips" },
      { pointer: '/actions/7', detail: "'p3 pb': Texas Hold'em has no bring-in" },
      { pointer: '/actions/8', detail: "'p1 sd As': Texas Hold'em has no draws or discards" },
    ]);
  });

  it('a showdown that contradicts the deal', () => {
    const errors = errorsOf(`${BASE}actions = ["d dh p1 AsKs", "d dh p2 QdQc", "d dh p3 ????", "p3 f", "p1 cc", "p2 cc",
  "d db 2c3c4c", "p1 cc", "p2 cc", "d db 5d", "p1 cc", "p2 cc", "d db 9h", "p1 cc", "p2 cc", "p1 sm AsKh", "p2 sm"]
`);
    expect(errors).toEqual([
      { pointer: '/actions/15', detail: "'p1 sm AsKh': p1 was dealt AsKs, not AsKh" },
      { pointer: '/actions/16', detail: "'p2 sm': p2 may not concede here: the first hand is always shown" },
    ]);
  });
});
