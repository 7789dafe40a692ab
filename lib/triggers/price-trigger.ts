import Decimal from 'decimal.js';
import { priceAt, type PricingContext } from '@/lib/pricing/price-offers';
import type { PriceRule, PriceUnit } from '@/lib/pricing/domain/types';

export interface PricedContract {
  id: number;
  sellerAccountId: number;
  terminalId: number;
  iceMonth: number;
  premium: { toString(): string };
  premiumUnit: string;
  conversionFactor: { toString(): string } | null;
}

/**
 * A contract's trigger price for one product at the context's window (design 7): priced like a
 * TRACKING offer of the product, terminal and ICE month, its premium in place of an offer's
 * surcharge (EUR/100L15, EUR/cbm or USD/mt, the latter by the contract's conversion factor), with
 * the seller's rules. The same path as every market price, so the price shown is the price fixed.
 */
export function priceTrigger(context: PricingContext, contract: PricedContract, productId: number, buyerAccountId: number) {
  const id = -contract.id;
  const scope = 'OFFER' as const;
  const own: PriceRule[] = [
    {
      id: -10,
      kind: 'PRICE',
      scope,
      offerIds: [id],
      name: 'trigger premium',
      value: new Decimal(contract.premium.toString()),
      unit: contract.premiumUnit as PriceUnit,
    },
  ];
  if (contract.conversionFactor) own.push({ id: -11, kind: 'DENSITY', scope, offerIds: [id], value: new Decimal(contract.conversionFactor.toString()) });
  const offer = {
    id,
    sellerAccountId: contract.sellerAccountId,
    priceType: 'TRACKING' as const,
    productId,
    terminalId: contract.terminalId,
    iceMonth: contract.iceMonth,
    fxSymbol: null,
    fixedPrice: null,
    fxPremium: null,
    surcharge: '0',
    minimumPrice: null,
    maxPriceDrop: null,
  };
  return priceAt(context, offer, { buyerAccountId, ownRules: own });
}
