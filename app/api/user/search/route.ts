import { withApi } from '@/lib/api/with-api';
import { ZUserSearchQuery } from '@/lib/users/schemas';
import { searchTeamUsers } from '@/lib/users/search-team-users';

/** platform-shell 6: an admin loads the team (page 1, limit 100, without the admin). */
export const GET = withApi({
  auth: { admin: true },
  query: ZUserSearchQuery,
  handler: ({ user, query }) => searchTeamUsers(user, query),
});
