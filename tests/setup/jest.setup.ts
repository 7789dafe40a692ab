/// <reference types="@testing-library/jest-dom" />

process.env.TZ = process.env.TZ ?? 'UTC';

// Only the component tests (the jsdom environment) have a document: the others, most of them,
// load neither the DOM matchers nor Testing Library's DOM queries (about 40 ms of CPU a file).
if (typeof document !== 'undefined') {
  require('@testing-library/jest-dom');
  // findBy… and waitFor wait up to 5 s rather than 1 s: on a busy 2-core machine a screen's first
  // query can take longer than a second to render its answer. A missing element still fails.
  (require('@testing-library/dom') as typeof import('@testing-library/dom')).configure({ asyncUtilTimeout: 5_000 });
}

// A file that used the market's caches opened the process's LISTEN connection in its own global
// scope (lib/db-events.ts): closed with the file, or each file would leave one more behind.
afterAll(async () => {
  if ((globalThis as { marketEvents?: unknown }).marketEvents) await (await import('@/lib/db-events')).stopMarketEvents();
});
