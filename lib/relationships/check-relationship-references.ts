import { AppError } from '@/lib/api/errors';
import { db } from '@/lib/db';
import type { UpdateRelationship } from './schemas';

/**
 * The ids an edit names must exist: terminals of the seller's platform, products, the payment
 * term. An unknown one is bad input (400) naming its field, like a malformed one.
 */
export async function checkRelationshipReferences(platformId: string, input: UpdateRelationship) {
  const productIds = [...new Set([...(input.productIds ?? []), ...(input.creditDays ?? []).map((c) => c.productId)])];
  const terminalIds = [...new Set(input.terminalIds ?? [])];
  const [products, terminals, term] = await Promise.all([
    productIds.length ? db.product.findMany({ where: { id: { in: productIds } }, select: { id: true } }) : [],
    terminalIds.length ? db.terminal.findMany({ where: { id: { in: terminalIds }, region: { platformId } }, select: { id: true } }) : [],
    input.paymentTermId ? db.paymentTerm.findUnique({ where: { id: input.paymentTermId }, select: { id: true } }) : null,
  ]);
  const fields: Record<string, string> = {};
  const knownProducts = new Set(products.map((p) => p.id));
  const knownTerminals = new Set(terminals.map((t) => t.id));
  input.productIds?.forEach((id, i) => {
    if (!knownProducts.has(id)) fields[`productIds.${i}`] ??= 'product_required';
  });
  input.creditDays?.forEach((entry, i) => {
    if (!knownProducts.has(entry.productId)) fields[`creditDays.${i}.productId`] ??= 'product_required';
  });
  input.terminalIds?.forEach((id, i) => {
    if (!knownTerminals.has(id)) fields[`terminalIds.${i}`] ??= 'terminal_required';
  });
  if (input.paymentTermId && !term) fields.paymentTermId = 'payment_term_unknown';
  if (Object.keys(fields).length) throw new AppError('validation', 'validation_failed', undefined, fields);
}
