import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

process.env.TZ = process.env.TZ ?? 'UTC';

// findBy… and waitFor wait up to 5 s rather than 1 s: on a busy 2-core machine a screen's first
// query can take longer than a second to render its answer. A missing element still fails.
configure({ asyncUtilTimeout: 5_000 });
