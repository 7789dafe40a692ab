import type { BrandFlags } from '@/brands/schema';
import { canOpen, type Viewer } from '@/lib/access/routes';

/** The tabs of the price area the viewer may open: price alerts (first brand) and target-price orders. */
export const priceTabsFor = (viewer: Viewer, flags: BrandFlags) => (['priceAlert', 'targetOrders'] as const).filter((name) => canOpen(name, viewer, flags));
