import { ROLES } from '@/lib/access/routes';

/** Why this user may not put offers in the basket: the brand's purchasingDisabled, or no purchase right of its own. */
export type PurchaseBlock = 'purchasingDisabled' | 'noPurchaseRight';

/**
 * Whether the markets (fuels and additives alike) offer the basket: not where the brand disabled
 * purchasing, and not to a user without MyOffers_Purchase, whose basket and checkout the server
 * refuses with 403 anyway. Unknown roles (still loading) block without a reason to show.
 */
export function purchaseBlock(flags: { purchasingDisabled: boolean }, roles: string[] | undefined): PurchaseBlock | 'loading' | null {
  if (flags.purchasingDisabled) return 'purchasingDisabled';
  if (!roles) return 'loading';
  return roles.includes(ROLES.purchase) ? null : 'noPurchaseRight';
}
