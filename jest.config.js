// Three projects: `unit` runs the pure engine tests (no database, transpile-only for speed; types are
// checked by `npm run typecheck`), `web` the replayer page's tests, `e2e` boots the real app against PostgreSQL. The e2e project
// compiles with a full program so the Swagger plugin documents DTOs exactly as `nest build` does.
const tsJest = (extra) => ['ts-jest', { diagnostics: { ignoreCodes: [151002] }, ...extra }];

/** @type {import('jest').Config} */
module.exports = {
  // Two cores: run two test files at a time (Jest would use one).
  maxWorkers: 2,
  // End-to-end tests make database round trips, boot a second app, compile a generated client.
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'unit',
      rootDir: '.',
      testEnvironment: 'node',
      moduleFileExtensions: ['ts', 'js', 'json'],
      testMatch: ['<rootDir>/test/unit/**/*.spec.ts'],
      transform: { '^.+\\.ts$': tsJest({ tsconfig: '<rootDir>/test/tsconfig.unit.json' }) },
    },
    {
      // The replayer page's own code (web/replayer): its logic and its build, no browser.
      displayName: 'web',
      rootDir: '.',
      testEnvironment: 'node',
      moduleFileExtensions: ['ts', 'js', 'json'],
      testMatch: ['<rootDir>/web/replayer/test/**/*.spec.ts'],
      transform: { '^.+\\.ts$': tsJest({ tsconfig: '<rootDir>/web/replayer/tsconfig.json' }) },
    },
    {
      displayName: 'e2e',
      rootDir: '.',
      testEnvironment: 'node',
      moduleFileExtensions: ['ts', 'js', 'json'],
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/test/e2e/global-teardown.ts',
      transform: {
        '^.+\\.ts$': tsJest({ astTransformers: { before: ['<rootDir>/test/e2e/swagger-transformer.js'] } }),
      },
    },
  ],
};
