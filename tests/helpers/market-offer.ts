import type { MarketOfferDto } from '@/lib/market/to-market-offer';

/** One offer as GET /api/v2/offers answers it, for the market's component tests. */
export const marketOffer: MarketOfferDto = {
  _id: 7,
  product: { id: 1, name: 'Heizöl EL schwefelarm', category: 'Heizöl', categoryOrder: 10 },
  terminal: { id: 2, name: 'Hamburg Hafen', region: { id: 3, name: 'Nord' } },
  seller: { id: 4, name: 'Nordsee Mineralöl AG' },
  displayName: 'Nordsee Mineralöl AG',
  anonymous: false,
  priceType: 'FIXED',
  price: '1095.35',
  priceChange: '-0.42',
  windowId: 9,
  vat: '19.00',
  minimumOrderQuantity: '5',
  maximumOrderQuantity: '30',
  maximumAvailable: '1250.5',
  selectedQuantity: '5',
  offerAvailability: { startsAt: '2026-11-22T07:00:00.000Z', endsAt: '2026-11-23T16:00:00.000Z', dailyStart: '07:00', dailyEnd: '18:00' },
  overrides: {
    current: null,
    original: { collectionTime: 'CUSTOM', collectionStartDate: '2026-11-24', collectionEndDate: '2026-11-27', maximumOrderQuantity: '50' },
  },
  deliveryAddress: null,
  liftingPeriod: null,
  isRecommended: true,
};
