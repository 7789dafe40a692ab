import { ROLES } from '@/lib/access/routes';
import { withApi } from '@/lib/api/with-api';
import { listChildAccounts } from '@/lib/accounts/list-child-accounts';

/** The child accounts the market's account selector offers (buyers with ChildAccounts_View). */
export const GET = withApi({
  auth: { accountTypes: ['BUYER'], role: ROLES.childAccounts },
  handler: ({ user }) => listChildAccounts(user.accountId),
});
