/** The terms a seller sets per buyer (design 10), as the buyer's mail names them. */
export const TERMS = ['creditLimit', 'creditDays', 'releases', 'paymentTerm'] as const;
export type Term = (typeof TERMS)[number];

interface Terms {
  creditLimitOption: string;
  creditLimit: string | null;
  creditDays: { productId: number; days: number }[];
  terminals: { all: boolean; ids: number[] };
  products: { all: boolean; ids: number[] };
  additivesEnabled: boolean;
  paymentTermId: number | null;
}

const parts: Record<Term, (t: Terms) => unknown> = {
  creditLimit: (t) => [t.creditLimitOption, t.creditLimit],
  creditDays: (t) => t.creditDays.map((c) => [c.productId, c.days]),
  releases: (t) => [t.terminals, t.products, t.additivesEnabled],
  paymentTerm: (t) => t.paymentTermId,
};

/** Which terms differ between two states of a relationship (lists compared in their stored order). */
export function changedTerms(before: Terms, after: Terms): Term[] {
  return TERMS.filter((term) => JSON.stringify(parts[term](before)) !== JSON.stringify(parts[term](after)));
}
