import type { AdditiveOfferDto } from '@/components/additives/use-additives';

/**
 * A seller's additive offer as its list answers it (GET /api/v2/offers/additives): Rhein Energie's
 * Winterschutz in 200 l drums at Duisburg, released to Heizöl Müller. `offer` replaces its fields.
 */
export function additiveOffer(offer: Partial<AdditiveOfferDto['offer']> = {}, version = 1): AdditiveOfferDto {
  return {
    _id: 7,
    version,
    status_type_id: 'ACTIVE',
    enabled: true,
    offer: {
      productId: 1,
      product: 'Heizöl-Additiv Winterschutz',
      terminal: { id: 5, name: 'Duisburg' },
      seller: { id: 2, name: 'Rhein Energie' },
      unitLabel: 'Fass',
      unitLitres: 200,
      purchaseUnit: 'Fass (200 l)',
      unitPrice: '390.00',
      currency: 'EUR',
      unitStock: 1200,
      minUnits: 1,
      maxUnits: 10,
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2026-12-31T00:00:00.000Z',
      created: '2026-01-01T00:00:00.000Z',
      buyers: [{ id: 41, name: 'Heizöl Müller GmbH' }],
      ...offer,
    },
  } as AdditiveOfferDto;
}
