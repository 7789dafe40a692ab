import type { AccountType } from '@/lib/access/routes';
import type { BrandFlags } from '@/brands/schema';

export type DashboardSection = 'market' | 'stats' | 'incompleteOrders' | 'adverts';

/**
 * The panels the dashboard shows beside its tiles. The operator trades nothing: no market and no
 * order statistics. The table of INCOMPLETE orders (to confirm for a seller, open for a buyer)
 * shows unless the brand hides it; the operator's advertisements only where the brand has them.
 */
export function dashboardSections(accountType: AccountType, flags: BrandFlags, advertCount: number): DashboardSection[] {
  if (accountType === 'OPERATOR') return [];
  const sections: DashboardSection[] = ['market', 'stats'];
  if (!flags.hideIncompleteOrderTable) sections.push('incompleteOrders');
  if (flags.advertisements && advertCount > 0) sections.push('adverts');
  return sections;
}
