import { withApi } from '@/lib/api/with-api';
import { createRule } from '@/lib/pricing/create-rule';
import { listRules } from '@/lib/pricing/list-rules';
import { ZRuleInput } from '@/lib/pricing/schemas';

export const GET = withApi({ auth: { route: 'pricingEngine' }, handler: ({ user }) => listRules(user.accountId) });

export const POST = withApi({
  auth: { route: 'pricingEngine' },
  body: ZRuleInput,
  idempotent: true,
  handler: ({ user, body, db }) => createRule(user, body, db),
});
