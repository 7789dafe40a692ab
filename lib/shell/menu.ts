import type { BrandFlags } from '@/brands/schema';
import { canOpen, findRouteByName, type Viewer } from '@/lib/access/routes';
import type { TitleKey } from '@/lib/i18n/messages';
import { showsNewsBox } from './news-box';

/** Which count a menu entry carries as a badge (platform-shell 2, menu badges). */
export type BadgeKind = 'newRelationships' | 'incompleteOrders' | 'targetFills';

export interface MenuEntry {
  name: string;
  href: string;
  labelKey: TitleKey;
  badge?: BadgeKind;
}

/** The main menu's routes in the order platform-shell 2 lists its labels, with the market release's pricing engine and price alert beside their areas, and the operator's desk last. */
export const MENU_ROUTES = [
  'dashboard',
  'orders',
  'reports',
  'news',
  'offerManagement',
  'pricingEngine',
  'buyerManagement',
  'contracts',
  'market',
  'priceAlert',
  'targetOrders',
  'sellerManagement',
  'childAccounts',
  'operatorAccounts',
  'operatorCatalogue',
  'operatorAudit',
] as const;

/**
 * The entries this viewer may open. Visibility is the route table's own decision (canOpen), so
 * the menu never offers a page the navigation guard would refuse.
 */
export function buildMenu(viewer: Viewer, flags: BrandFlags): MenuEntry[] {
  const open = MENU_ROUTES.filter((name) => canOpen(name, viewer, flags));
  // Target-price orders are a tab beside the price alerts: one entry for the area, the alerts' where the brand has them.
  const shown = open.includes('priceAlert') ? open.filter((name) => name !== 'targetOrders') : open;
  return shown.map((name) => {
    const entry: MenuEntry = { name, href: findRouteByName(name).path, labelKey: findRouteByName(name).titleKey };
    if (name === 'reports' && showsNewsBox(viewer)) entry.labelKey = 'reportsWithNews';
    if (name === 'buyerManagement') entry.badge = 'newRelationships';
    if (name === 'orders' && viewer.accountType === 'SELLER') entry.badge = 'incompleteOrders';
    // The fills of target orders not seen yet, on the entry that holds them (the alerts' where they are a tab there).
    if (name === 'targetOrders' || (name === 'priceAlert' && open.includes('targetOrders'))) entry.badge = 'targetFills';
    return entry;
  });
}
