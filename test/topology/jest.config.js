// `npm run test:topology`: the deployment of docker-compose.yml on the system PostgreSQL and Redis, with
// Debian's haproxy, against the built service in dist/. Not part of `npm test` (it needs all three).
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: path.resolve(__dirname, '..', '..'),
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'json'],
  testMatch: ['<rootDir>/test/topology/**/*.spec.ts'],
  testTimeout: 60_000,
  transform: { '^.+\\.ts$': ['ts-jest', { diagnostics: { ignoreCodes: [151002] }, tsconfig: '<rootDir>/test/tsconfig.unit.json' }] },
};
