export interface ItemChoices {
  deliveryLocationId: number | null;
  paymentTermId: number | null;
  liftingPeriodId: number | null;
}

/**
 * The choices no order goes without, checked at checkout so that "Bitte wählen" is never
 * ordered: a delivery address, a payment term (the seller's agreed one is set on the item), and
 * a lifting period where the offer is sold by lifting period (an offer with its own collection
 * dates, or none, asks for none). Answers each missing field with its message key, or null.
 */
export function missingChoices(item: ItemChoices, offer: { liftingPeriodId: number | null }): Record<string, string> | null {
  const missing: Record<string, string> = {};
  if (item.deliveryLocationId === null) missing.deliveryLocationId = 'delivery_address_required';
  if (item.paymentTermId === null) missing.paymentTermId = 'payment_term_required';
  if (offer.liftingPeriodId !== null && item.liftingPeriodId === null) missing.liftingPeriodId = 'lifting_period_required';
  return Object.keys(missing).length > 0 ? missing : null;
}
