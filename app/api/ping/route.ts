import { withApi } from '@/lib/api/with-api';

/**
 * A constant answer without session or database: what the framework and the wrapper cost alone.
 * The benchmark measures every call against it in the same run.
 */
export const GET = withApi({ auth: 'none', handler: () => ({ ok: true }) });
