import { canOpen, findRoute, type AccountType, type Viewer } from '@/lib/access/routes';
import type { Brand, BrandFlags } from '@/brands/schema';

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

/**
 * The brand's advertisements the viewer could follow: an advert links to a page of the platform,
 * and one the viewer may not open (a buyer's market for a seller, the price alert where the brand
 * has none) would only lead it nowhere. Decided by the same rules as the menu and the page guard.
 */
export function advertsFor(viewer: Viewer, flags: BrandFlags, adverts: Brand['adverts']): Brand['adverts'] {
  return adverts.filter((advert) => canOpen(findRoute(new URL(advert.href, 'http://platform').pathname), viewer, flags));
}
