import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';

// Next.js's rules with React's, react-hooks' and jsx-a11y's, as `.ci/run` checks them; the type
// check (`npm run typecheck`) covers what typescript-eslint would.
export default defineConfig([
  ...nextVitals,
  {
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use PageLink (components/ui/page-link.tsx): a page is fetched when its link is followed, not ahead.' }] },
      ],
    },
  },
  { files: ['components/ui/page-link.tsx'], rules: { 'no-restricted-imports': 'off' } },
  globalIgnores(['.next/**', '.data/**', 'node_modules/**', 'lib/generated/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**']),
]);
