import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GamesService } from '../../../src/games/games.service';
import { END, START, gameSection, gamesReference, withGamesReference } from '../../../scripts/rules-reference';

const DOC = readFileSync(path.resolve(__dirname, '..', '..', '..', 'docs', 'rules.md'), 'utf8');
const GAMES = new GamesService().list().games;

describe('the rules reference in docs/rules.md', () => {
  it('is the catalogue GET /v1/games serves (run `npm run docs:rules` when this fails)', () => {
    expect(withGamesReference(DOC)).toBe(DOC);
  });

  it('has one section per game, with a row per betting round and per option', () => {
    const reference = gamesReference();
    expect(GAMES).toHaveLength(16);
    for (const game of GAMES) {
      expect(reference).toContain(`### ${game.name} (\`${game.id}\`)`);
      const section = gameSection(game);
      expect(section.split('\n').filter((line) => /^\| \d+ \|/.test(line))).toHaveLength(game.bettingRounds.length);
      for (const option of game.options) expect(section).toContain(`| \`${option.name}\` | ${option.kind} |`);
    }
  });

  it('says what each street deals, from the table', () => {
    const holdem = gameSection(new GamesService().get('holdem'));
    expect(holdem).toContain('| 2 | flop | burn one; 3 to the board | smallBet |');
    const stud = gameSection(new GamesService().get('sevenCardStud'));
    expect(stud).toContain('| 1 | thirdStreet | 2 down + 1 up to each player (down, down, up) | smallBet | the bring-in');
  });

  it('keeps the hand-written preamble and notices a stale section', () => {
    const preamble = DOC.slice(0, DOC.indexOf(START));
    expect(preamble).toContain('§3.8');
    const stale = withGamesReference(DOC, gamesReference(GAMES.slice(1)));
    expect(stale.startsWith(preamble)).toBe(true);
    expect(withGamesReference(stale)).not.toBe(stale);
    expect(() => withGamesReference(DOC.replace(END, ''))).toThrow(/no section/);
  });
});
