const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/**
 * One Jest run for unit, component and API tests. Component tests choose jsdom with a
 * `@jest-environment jsdom` docblock; API tests (tests/api) call the running server over HTTP.
 */
const config = createJestConfig({
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.setup.ts'],
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/.data/', '/tests/e2e/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // Generous for a busy 2-core machine running two files, a server and PostgreSQL at once.
  testTimeout: 60_000,
});

/**
 * next-intl and the ICU packages under it ship only as ES modules; Jest runs CommonJS, so these
 * (and only these) are compiled like our own code. next/jest does not let a config replace its
 * blanket node_modules pattern, hence the swap after it has built the config.
 */
const ESM_PACKAGES = ['next-intl', 'use-intl', 'intl-messageformat', '@formatjs', 'icu-minify'];

module.exports = async () => {
  const resolved = await config();
  const allowed = ESM_PACKAGES.join('|');
  resolved.transformIgnorePatterns = resolved.transformIgnorePatterns.map((pattern) => {
    if (pattern === '/node_modules/') return `/node_modules/(?!(${allowed})/)`;
    // next/jest's own exceptions (next's client code) look like /node_modules/(?!.pnpm)(?!(a|b)/)
    return pattern.startsWith('/node_modules/(?!.pnpm)(?!(') ? pattern.replace('(?!.pnpm)(?!(', `(?!.pnpm)(?!(${allowed}|`) : pattern;
  });
  return resolved;
};
