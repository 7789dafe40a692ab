import { withApi } from '@/lib/api/with-api';
import { deleteRule } from '@/lib/pricing/delete-rule';
import { ZRuleParams, ZRuleUpdate } from '@/lib/pricing/schemas';
import { updateRule } from '@/lib/pricing/update-rule';

export const PUT = withApi({
  auth: { route: 'pricingEngine' },
  params: ZRuleParams,
  body: ZRuleUpdate,
  handler: ({ user, params, body }) => updateRule(user, params.id, body),
});

export const DELETE = withApi({
  auth: { route: 'pricingEngine' },
  params: ZRuleParams,
  handler: ({ user, params, ip }) => deleteRule(user, params.id, ip),
});
