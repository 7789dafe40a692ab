import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { brand } from '@/lib/env';
import { quickRange, rangeProblem, type DateRange, type QuickRange } from './domain/date-range';
import { getAccountRanking } from './get-account-ranking';
import { getProductVolume } from './get-product-volume';
import { listStatsOptions } from './list-stats-options';
import type { OrderStatsDto, OrderStatsQuery } from './schemas';

/**
 * GET /api/orders/orderStats: the account ranking or the product volume of the caller's own
 * account (never an account named in the request). A quick range (dayQuery) wins over a date
 * range; a range reaching past today is refused.
 */
export async function getOrderStats(
  user: Pick<SessionUser, 'accountId' | 'accountType'>,
  query: OrderStatsQuery,
  zone: string,
  now = new Date(),
): Promise<OrderStatsDto> {
  // The seller ranking is a brand feature (platform-shell 1): without it the ranking is not computed.
  if (query.statType === 'ACCOUNT_RANKING' && !brand().flags.sellerRanking) throw new AppError('forbidden', 'seller_ranking_disabled');
  const scope = { accountId: user.accountId, accountType: user.accountType };
  const range = resolveRange(query, zone, now);
  const common = { terminals: query.terminalSelected, deliveryAddresses: query.deliveryAddressSelected, range };
  if (query.statType === 'ACCOUNT_RANKING') {
    const [accountRanking, options] = await Promise.all([
      getAccountRanking(scope, { ...common, products: query.productSelected }),
      listStatsOptions(scope, ['terminals', 'deliveryAddresses', 'products']),
    ]);
    return { orderStats: { accountRanking }, options };
  }
  const [productVolume, options] = await Promise.all([
    getProductVolume(scope, { ...common, accounts: query.accountSelected }, zone),
    listStatsOptions(scope, ['accounts', 'terminals', 'deliveryAddresses']),
  ]);
  return { orderStats: { productVolume }, options };
}

function resolveRange(query: OrderStatsQuery, zone: string, now: Date): DateRange | undefined {
  if (query.dayQuery) return quickRange(query.dayQuery as QuickRange, zone, now);
  if (!query.dateRangeSelected) return undefined;
  const problem = rangeProblem(query.dateRangeSelected, zone, now);
  if (problem) throw new AppError('validation', problem, undefined, { dateRangeSelected: problem });
  return query.dateRangeSelected;
}
