// Runs `npm run build` only when dist/ is missing or older than what it is built from, so a second
// `npm start` (or `npm run keys`) starts at once. The build's output goes to standard error, so a
// command whose standard output is captured (KEY=$(npm run -s keys -- ...)) gets only its answer.
'use strict';
const { spawnSync } = require('node:child_process');
const { existsSync, readdirSync, statSync, utimesSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const inputs = ['src', 'prisma', 'web', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'nest-cli.json'];
// Written by the build itself (prisma generate), from inputs already watched.
const skipped = new Set([path.join(root, 'src', 'generated')]);

/** The newest modification time under a file or folder; folders count too, so a deletion is seen. */
function newest(file) {
  if (skipped.has(file) || !existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file).reduce((latest, name) => Math.max(latest, newest(path.join(file, name))), stat.mtimeMs);
}

const builtAt = existsSync(stamp) && existsSync(path.join(root, 'dist', 'main.js')) ? statSync(stamp).mtimeMs : 0;
const changed = Math.max(...inputs.map((input) => newest(path.join(root, input))));
if (process.env.CROUPIER_FORCE_BUILD !== '1' && builtAt > changed) process.exit(0);

const started = Date.now();
const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', process.stderr, process.stderr] });
if (build.status !== 0) process.exit(build.status ?? 1);
writeFileSync(stamp, `${new Date(started).toISOString()}\n`);
// Dated when the build began: a file saved while it ran is newer, and the next start builds again.
utimesSync(stamp, started / 1000, started / 1000);
process.stderr.write(`built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
