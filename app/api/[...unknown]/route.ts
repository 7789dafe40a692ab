import { AppError } from '@/lib/api/errors';
import { withApi } from '@/lib/api/with-api';

/**
 * An API path nobody serves answers like an API, 404 with a problem body, instead of falling
 * through to the page catch-all (which would redirect to the login page or render HTML).
 */
const notFound = withApi({
  auth: 'public',
  handler: () => {
    throw new AppError('not_found');
  },
});

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
