// The replayer in a real browser (Debian's Chromium through playwright-core): `npm run test:browser`.
// Kept out of the default projects so that `npm test` passes on a machine without Chromium. The
// service runs in the test process against the e2e suites' database (embedded unless DATABASE_URL).
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: root,
  testEnvironment: 'node',
  testTimeout: 120_000,
  moduleFileExtensions: ['ts', 'js', 'json'],
  testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
  globalSetup: '<rootDir>/test/e2e/global-setup.ts',
  globalTeardown: '<rootDir>/test/e2e/global-teardown.ts',
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/test/browser/tsconfig.json', diagnostics: { ignoreCodes: [151002] }, astTransformers: { before: ['<rootDir>/test/e2e/swagger-transformer.js'] } }],
  },
};
