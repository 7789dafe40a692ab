import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Client } from '@/lib/db';
import type { TriggerContractInput } from './schemas';

/** The account feature of sellers who write trigger contracts (design 7). */
export const TRIGGER_SELLER_FEATURE = 'triggers';

/**
 * POST /api/triggers/contracts: a seller with the triggers feature writes a contract for a buyer it
 * has ENABLED (./checkedContract), through `client`: the Idempotency-Key's transaction, when the
 * call carries one.
 */
export async function createTriggerContract(user: SessionUser, input: TriggerContractInput, client: Client = db) {
  const { products, ...contract } = await checkedContract(user, input, client);
  const row = await client.triggerContract.create({
    data: { ...contract, sellerAccountId: user.accountId, products: { create: products } },
    select: { id: true, version: true },
  });
  return { _id: row.id, version: row.version };
}

/**
 * PUT /api/triggers/contracts/{id}: the seller changes a contract it wrote, naming the version it
 * started from; another edit since is a 409 with the current version, and nothing is written.
 * The buyer cannot change (400). Triggers already placed keep their price and volume; the new
 * terms count from the next one, which waits for this edit on the contract's row lock.
 */
export async function updateTriggerContract(user: SessionUser, id: number, input: TriggerContractInput & { version: number }) {
  const { version, ...fields } = input;
  const { products, ...contract } = await checkedContract(user, fields);
  return db.$transaction(async (tx) => {
    const { count } = await tx.triggerContract.updateMany({
      where: { id, sellerAccountId: user.accountId, buyerAccountId: contract.buyerAccountId, version },
      data: { ...contract, version: { increment: 1 } },
    });
    if (count === 0) {
      const current = await tx.triggerContract.findFirst({ where: { id, sellerAccountId: user.accountId }, select: { version: true, buyerAccountId: true } });
      if (!current) throw new AppError('not_found');
      // A contract stays the buyer's it was written for; its triggers are that buyer's.
      if (current.buyerAccountId !== contract.buyerAccountId)
        throw new AppError('validation', 'validation_failed', undefined, { buyerAccountId: 'buyer_unchangeable' });
      throw new AppError('conflict', 'contract_edited_elsewhere', { version: current.version });
    }
    await tx.triggerContractProduct.deleteMany({ where: { contractId: id } });
    await tx.triggerContractProduct.createMany({ data: products.map((p) => ({ ...p, contractId: id })) });
    return { _id: id, version: version + 1 };
  });
}

/** The premium's units by product (design 7): EUR/100L15 for middle distillates, EUR/cbm or USD/mt for petrol (mogas). */
const PETROL = 'Benzin';
const premiumUnitFits = (unit: string, categories: string[]) => (unit === 'EUR/100L15') === categories.some((c) => c !== PETROL);

/**
 * The contract's columns once its references hold: a seller with the triggers feature, a buyer it
 * has ENABLED, a terminal of its platform, fuel products, for a bundle petrol only, and a premium
 * unit of the products. Otherwise a 400 naming the field. A conversion factor left out is none
 * (an edit clears it).
 */
async function checkedContract(user: SessionUser, input: TriggerContractInput, client: Client = db) {
  if (!user.features.includes(TRIGGER_SELLER_FEATURE)) throw new AppError('forbidden', 'trigger_seller_required');
  const productIds = input.products.map((p) => p.productId);
  const [relationship, terminal, products] = await Promise.all([
    client.relationship.findFirst({
      where: { sellerAccountId: user.accountId, buyerAccountId: input.buyerAccountId, status: 'ENABLED' },
      select: { id: true },
    }),
    client.terminal.findFirst({ where: { id: input.terminalId, region: { platformId: user.platformId } }, select: { id: true } }),
    client.product.findMany({ where: { id: { in: productIds }, type: 'FUEL' }, select: { id: true, category: true } }),
  ]);
  const fields: Record<string, string> = {};
  if (!relationship) fields.buyerAccountId = 'buyer_required';
  if (!terminal) fields.terminalId = 'terminal_required';
  const categories = products.map((p) => p.category);
  if (products.length !== productIds.length || (productIds.length > 1 && categories.some((c) => c !== PETROL))) fields.products = 'product_required';
  else if (!premiumUnitFits(input.premiumUnit, categories)) fields.premiumUnit = 'premium_unit_for_product';
  if (Object.keys(fields).length) throw new AppError('validation', 'validation_failed', undefined, fields);
  const { products: parts, ...contract } = input;
  return { ...contract, conversionFactor: input.conversionFactor ?? null, products: parts.map((p) => ({ productId: p.productId, percent: p.percent })) };
}
