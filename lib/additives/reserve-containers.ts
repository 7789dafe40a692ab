import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { assertPurchasingEnabled } from '@/lib/basket/purchasing';
import { sql } from '@/lib/db';
import { brand } from '@/lib/env';
import { getCurrentWindow } from '@/lib/market-window/get-current-window';
import { containerVolume } from './domain/containers';
import { readAdditiveRows } from './list-additive-offers';

/**
 * What a basket reserves of an additive sold by the container: the offer as the buyer's additives
 * market shows it (one that market does not show is "no longer available"), its price per
 * container, the cbm of `units` containers, and until when the price holds. The containers must
 * lie within the offer's order range and its stock (a missing count is out of range); the checkout checks
 * both again under its locks.
 */
export async function reserveContainers(user: SessionUser, offerId: number, units: number | undefined, now: Date) {
  assertPurchasingEnabled();
  const [offer] = brand().flags.additivesMarketplace ? await readAdditiveRows(user, false, now, offerId) : [];
  if (!offer) throw new AppError('trading', 'offer_no_longer_available');
  if (units === undefined || units < offer.minUnits || units > offer.maxUnits) {
    throw new AppError('validation', 'unit_count_out_of_range', { min: offer.minUnits, max: offer.maxUnits }, { unitCount: 'unit_count_out_of_range' });
  }
  if (units > offer.unitStock) throw new AppError('trading', 'only_units_left', { available: offer.unitStock });
  const window = await getCurrentWindow(user.platformId, now);
  return {
    offer: { ...offer, id: offer.id, anonymous: false },
    price: new Decimal(offer.unitPrice),
    quantity: containerVolume(units, offer.unitLitres),
    // Containers are priced by the seller, not the market; the window only dates the reservation.
    windowId: window?.id ?? 0,
    expiresAt: new Date(now.getTime() + brand().reservationMinutes * 60_000),
  };
}

/** Whether the offer is an additive sold by the container (the basket then counts containers). */
export async function soldByContainer(offerId: number) {
  const [offer] = await sql<{ unitLitres: number | null }>`SELECT "unitLitres" FROM "Offer" WHERE "id" = ${offerId}`;
  return offer?.unitLitres != null;
}
