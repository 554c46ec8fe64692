import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listProblemTypes, type ProblemType } from '../src/common/problem/problem-types';

/**
 * The README's table of problem types, written from the table `/problems` serves, so the two cannot
 * drift apart. `npm run docs:problems` rewrites the marked section; a unit test fails when it is stale.
 */
export const START = '<!-- problem-types:start (npm run docs:problems writes this table) -->';
export const END = '<!-- problem-types:end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function problemTable(types: readonly ProblemType[] = listProblemTypes()): string {
  const rows = [...types]
    .sort((a, b) => a.status - b.status || a.code.localeCompare(b.code))
    .map((t) => `| \`${t.code}\` | ${t.status} | ${cell(t.title)} | ${cell(t.description)} |`);
  return ['| `type` (under `/problems/`) | Status | Title | Meaning |', '|---|---|---|---|', ...rows].join('\n');
}

/** The README with its marked section replaced by the current table. */
export function withProblemTable(readme: string, table: string = problemTable()): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`the README has no section between ${START} and ${END}`);
  return `${readme.slice(0, start + START.length)}\n${table}\n${readme.slice(end)}`;
}

if (require.main === module) {
  // npm runs scripts from the project root.
  const README = path.resolve(process.cwd(), 'README.md');
  const readme = readFileSync(README, 'utf8');
  const updated = withProblemTable(readme);
  if (updated !== readme) writeFileSync(README, updated);
  process.stderr.write(updated === readme ? 'README problem table already current\n' : 'README problem table rewritten\n');
}
