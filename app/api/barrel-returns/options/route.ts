import { withApi } from '@/lib/api/with-api';
import { listReturnOptions } from '@/lib/barrel-returns/list-return-options';

/** The sellers, additive products and containers a buyer's request to collect empties may name. */
export const GET = withApi({
  auth: { accountTypes: ['BUYER'] },
  handler: ({ user }) => listReturnOptions(user),
});
