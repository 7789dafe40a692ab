import { AppError } from '@/lib/api/errors';
import { withApi } from '@/lib/api/with-api';
import { databaseAnswers } from '@/lib/health/database-answers';
import { HEALTH_TIMEOUT_MS, healthPool } from '@/lib/health/health-pool';

/**
 * The health check of the Docker image and of load balancers: 200 only while the database
 * answers, else 503, so an instance cut off from its database is taken out of rotation.
 */
export const GET = withApi({
  auth: 'none',
  handler: async () => {
    if (!(await databaseAnswers(healthPool(), HEALTH_TIMEOUT_MS))) throw new AppError('unavailable', 'database_unreachable');
    return { status: 'ok' };
  },
});
