import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import type { TriggerContractInput } from './schemas';

/** The account feature of sellers who write trigger contracts (design 7). */
export const TRIGGER_SELLER_FEATURE = 'triggers';

/**
 * POST /api/triggers/contracts: a seller with the triggers feature writes a contract for a buyer
 * it has ENABLED. A bundle of several products is a mogas bundle: petrol products only. A
 * reference that does not hold is a 400 naming the field; nothing is written.
 */
export async function createTriggerContract(user: SessionUser, input: TriggerContractInput) {
  if (!user.features.includes(TRIGGER_SELLER_FEATURE)) throw new AppError('forbidden', 'trigger_seller_required');
  const productIds = input.products.map((p) => p.productId);
  const [relationship, terminal, products] = await Promise.all([
    db.relationship.findFirst({ where: { sellerAccountId: user.accountId, buyerAccountId: input.buyerAccountId, status: 'ENABLED' }, select: { id: true } }),
    db.terminal.findFirst({ where: { id: input.terminalId, region: { platformId: user.platformId } }, select: { id: true } }),
    db.product.findMany({ where: { id: { in: productIds }, type: 'FUEL' }, select: { id: true, category: true } }),
  ]);
  const fields: Record<string, string> = {};
  if (!relationship) fields.buyerAccountId = 'buyer_required';
  if (!terminal) fields.terminalId = 'terminal_required';
  if (products.length !== productIds.length || (productIds.length > 1 && products.some((p) => p.category !== 'Benzin'))) fields.products = 'product_required';
  if (Object.keys(fields).length) throw new AppError('validation', 'validation_failed', undefined, fields);
  const { products: parts, ...contract } = input;
  const row = await db.triggerContract.create({
    data: { ...contract, sellerAccountId: user.accountId, products: { create: parts.map((p) => ({ productId: p.productId, percent: p.percent })) } },
    select: { id: true, version: true },
  });
  return { _id: row.id, version: row.version };
}
