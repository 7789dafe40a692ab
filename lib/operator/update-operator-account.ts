import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Tx } from '@/lib/db';
import { brand } from '@/lib/env';
import { readOperatorAccount } from './account-record';
import { offeredFeatures, type OperatorAccountDto, type SellerFeature, type ShareholderTerms, type UpdateOperatorAccount } from './schemas';

/**
 * PUT /api/operator/accounts/{id} (design 3, 11): company data, block and unblock, release for
 * trading, shareholder terms, a seller's features (a new pool master prices the market at once:
 * a database trigger bumps the market version). The edit names the version it was loaded at; a colleague's save
 * meanwhile is 409 'account_edited_elsewhere' with the current account. A block moves every user's
 * validAfter, so their sessions end at the next request and stay ended after an unblock; the
 * market, basket and checkout read the block and the terms on every request, so both count at once.
 * The change and its audit entry (before, after) are one transaction.
 */
export async function updateOperatorAccount(operator: SessionUser, id: number, input: UpdateOperatorAccount, ip: string) {
  const before = await readOperatorAccount(db, operator.platformId, id);
  if (!before) throw new AppError('not_found', 'account_not_found');
  const conflict = async () => new AppError('conflict', 'account_edited_elsewhere', { account: await readOperatorAccount(db, operator.platformId, id) });
  if (before.version !== input.version) throw await conflict();
  if (input.blocked && id === operator.accountId) throw new AppError('conflict', 'own_account_not_blockable');
  const { version, blocked, releasedForTrading, shareholderTerms, features, ...company } = input;
  if (shareholderTerms) {
    if (!before.shareholderTerms) throw new AppError('validation', 'validation_failed', undefined, { shareholderTerms: 'not_a_shareholder' });
    await checkTermReferences(operator.platformId, shareholderTerms);
  }
  const nextFeatures = features && sellerFeatures(before, features);

  const after = await db.$transaction(async (tx) => {
    const { count } = await tx.account.updateMany({
      where: { id, version },
      data: {
        ...company,
        blocked,
        releasedForTrading,
        features: nextFeatures,
        ...(shareholderTerms && {
          priceAdjustment: shareholderTerms.priceAdjustment,
          shareholderCreditLimit: shareholderTerms.creditLimit,
          shareholderCreditDays: shareholderTerms.creditDays,
          collectionCutDays: shareholderTerms.collectionCutDays,
          shareholderTerminalIds: [...new Set(shareholderTerms.terminalIds)],
        }),
        version: { increment: 1 },
      },
    });
    if (count === 0) return null;
    if (blocked && !before.blocked) await tx.user.updateMany({ where: { accountId: id }, data: { validAfter: new Date() } });
    if (shareholderTerms) await replacePurchaseLimits(tx, id, shareholderTerms.purchaseLimits);
    const saved = (await readOperatorAccount(tx, operator.platformId, id))!;
    await audit('operator_account_updated', { userId: operator.userId, accountId: id, ip }, { before, after: saved }, tx);
    return saved;
  });
  if (!after) throw await conflict();
  return { account: after };
}

/**
 * The seller's features with the offered ones replaced by those chosen; features the brand does
 * not offer stay as they are (a brand change later finds them again).
 */
function sellerFeatures(account: OperatorAccountDto, chosen: SellerFeature[]) {
  if (account.type !== 'SELLER') throw new AppError('validation', 'validation_failed', undefined, { features: 'not_a_seller' });
  const offered: string[] = offeredFeatures(brand().flags);
  if (chosen.some((f) => !offered.includes(f))) throw new AppError('validation', 'validation_failed', undefined, { features: 'feature_not_in_brand' });
  return [...new Set([...account.features.filter((f) => !offered.includes(f)), ...chosen])];
}

async function replacePurchaseLimits(tx: Tx, accountId: number, limits: ShareholderTerms['purchaseLimits']) {
  await tx.purchaseLimit.deleteMany({ where: { accountId } });
  await tx.purchaseLimit.createMany({ data: limits.map((l) => ({ accountId, productId: l.productId, limitCbm: l.limitCbm })) });
}

/** Terminals of the operator's platform and known products only; an unknown one is named by its field. */
async function checkTermReferences(platformId: string, terms: ShareholderTerms) {
  const terminalIds = [...new Set(terms.terminalIds)];
  const productIds = terms.purchaseLimits.map((l) => l.productId);
  const [terminals, products] = await Promise.all([
    db.terminal.count({ where: { id: { in: terminalIds }, region: { platformId } } }),
    db.product.count({ where: { id: { in: productIds } } }),
  ]);
  if (terminals !== terminalIds.length)
    throw new AppError('validation', 'validation_failed', undefined, { 'shareholderTerms.terminalIds': 'terminal_unknown' });
  if (products !== productIds.length)
    throw new AppError('validation', 'validation_failed', undefined, { 'shareholderTerms.purchaseLimits': 'product_unknown' });
}
