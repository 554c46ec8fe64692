import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listProblemTypes } from '../../../src/common/problem/problem-types';
import { problemTable, withProblemTable } from '../../../scripts/problems-readme';

const README = readFileSync(path.resolve(__dirname, '..', '..', '..', 'README.md'), 'utf8');

describe("the README's table of problem types", () => {
  it('is the table /problems serves (run `npm run docs:problems` when this fails)', () => {
    expect(withProblemTable(README)).toBe(README);
  });

  it('has one row per problem type with its status', () => {
    const table = problemTable();
    for (const type of listProblemTypes()) expect(table).toContain(`| \`${type.code}\` | ${type.status} |`);
    expect(table.split('\n')).toHaveLength(listProblemTypes().length + 2);
  });

  it('notices a stale section', () => {
    const stale = withProblemTable(README, problemTable(listProblemTypes().slice(1)));
    expect(withProblemTable(stale)).not.toBe(stale);
  });
});
