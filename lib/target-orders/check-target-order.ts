import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Client } from '@/lib/db';
import { brand } from '@/lib/env';
import { validUntilFor } from './domain/valid-until';
import type { TargetOrderInput } from './schemas';

/**
 * The columns of a target order once its references hold: a fuel, active terminals of the
 * caller's platform, sellers it has an ENABLED relationship with, its own delivery address, active
 * catalogue entries, and a last day from today to 30 days on. Otherwise a 400 naming each field.
 * Regions and a favourite of the user become their terminals (a favourite naming no place adds
 * none), so the order fills where the buyer said when it placed it, however regions change later.
 * Read through `client`: a keyed call's transaction reads on its own connection, taking no second one.
 */
export async function checkTargetOrder(user: SessionUser, input: TargetOrderInput, now: Date, client: Client = db) {
  const [product, terminals, regions, favourite, sellers, address, period, term] = await Promise.all([
    client.product.findFirst({ where: { id: input.productId, type: 'FUEL' }, select: { id: true } }),
    client.terminal.count({ where: { id: { in: input.terminalIds }, active: true, region: { platformId: user.platformId } } }),
    client.region.findMany({
      where: { id: { in: input.regionIds }, platformId: user.platformId, active: true },
      select: { id: true, terminals: { where: { active: true }, select: { id: true } } },
    }),
    input.favouriteId === null
      ? null
      : client.favourite.findFirst({ where: { id: input.favouriteId, userId: user.userId }, select: { regionIds: true, terminalIds: true } }),
    client.relationship.count({ where: { buyerAccountId: user.accountId, sellerAccountId: { in: input.sellerAccountIds }, status: 'ENABLED' } }),
    input.deliveryLocationId === null ? true : client.deliveryLocation.findFirst({ where: { id: input.deliveryLocationId, accountId: user.accountId } }),
    input.liftingPeriodId === null ? true : client.liftingPeriod.findFirst({ where: { id: input.liftingPeriodId, active: true } }),
    input.paymentTermId === null ? true : client.paymentTerm.findFirst({ where: { id: input.paymentTermId, active: true } }),
  ]);
  const validUntil = validUntilFor(input.validUntil, now, brand().timeZone);
  const fields: Record<string, string> = {};
  if (!product) fields.productId = 'product_required';
  if (terminals !== new Set(input.terminalIds).size) fields.terminalIds = 'terminal_required';
  if (regions.length !== new Set(input.regionIds).size) fields.regionIds = 'region_required';
  // A region without an active terminal would leave the order without a place, which reads as every terminal.
  else if (regions.some((r) => r.terminals.length === 0)) fields.regionIds = 'region_without_terminals';
  if (input.favouriteId !== null && !favourite) fields.favouriteId = 'favourite_required';
  const favouriteTerminals = favourite ? await terminalsOfFavourite(client, user.platformId, favourite) : [];
  if (sellers !== new Set(input.sellerAccountIds).size) fields.sellerAccountIds = 'no_seller_relationship';
  if (!address) fields.deliveryLocationId = 'delivery_address_required';
  if (!period) fields.liftingPeriodId = 'lifting_period_required';
  if (!term) fields.paymentTermId = 'payment_term_required';
  if (validUntil === null) fields.validUntil = 'valid_until_out_of_range';
  if (Object.keys(fields).length) throw new AppError('validation', 'validation_failed', undefined, fields);
  return {
    productId: input.productId,
    terminalIds: [...new Set([...input.terminalIds, ...regions.flatMap((r) => r.terminals.map((t) => t.id)), ...favouriteTerminals])].sort((a, b) => a - b),
    sellerAccountIds: [...new Set(input.sellerAccountIds)].sort((a, b) => a - b),
    deliveryLocationId: input.deliveryLocationId,
    liftingPeriodId: input.liftingPeriodId,
    paymentTermId: input.paymentTermId,
    volume: input.volume,
    partFills: input.partFills,
    minPart: input.minPart,
    limitPrice: input.limitPrice,
    validUntil: validUntil!,
  };
}

/** The active terminals of the platform a favourite names, itself or by its regions (it may name some no longer there). */
async function terminalsOfFavourite(client: Client, platformId: string, favourite: { regionIds: number[]; terminalIds: number[] }) {
  if (favourite.regionIds.length === 0 && favourite.terminalIds.length === 0) return [];
  const rows = await client.terminal.findMany({
    where: { active: true, region: { platformId }, OR: [{ id: { in: favourite.terminalIds } }, { regionId: { in: favourite.regionIds } }] },
    select: { id: true },
  });
  return rows.map((t) => t.id);
}
