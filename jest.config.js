const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/**
 * One Jest run for unit, component and API tests. Component tests choose jsdom with a
 * `@jest-environment jsdom` docblock; API tests (tests/api) call the running server over HTTP.
 */
module.exports = createJestConfig({
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.setup.ts'],
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/.data/', '/tests/e2e/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testTimeout: 30_000,
});
