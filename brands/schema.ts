import { z } from 'zod';

export const BRAND_KINDS = ['first', 'oilPool', 'energyPool'] as const;

export const brandFlagsSchema = z.object({
  hideOfferRecommendations: z.boolean(),
  priceOptimisation: z.boolean(),
  liftingOrderNumber: z.boolean(),
  sellerRanking: z.boolean(),
  priceAlert: z.boolean(),
  triggers: z.boolean(),
  advertisements: z.boolean(),
  additivesMarketplace: z.boolean(),
  singleSellerMode: z.boolean(),
  buyerAcceptGtcOnFirstLogin: z.boolean(),
  purchasingDisabled: z.boolean(),
  sellerPurchaseRights: z.boolean(),
  conversionFactorTab: z.boolean(),
  iceFutureDropdown: z.boolean(),
  globalRulesMasterAddOn: z.boolean(),
  hideIncompleteOrderTable: z.boolean(),
  sessionRecording: z.boolean(),
});

export type BrandFlags = z.infer<typeof brandFlagsSchema>;

/** Flag combinations platform-shell section 5 forbids; a violation stops the start. */
export const FLAG_RULES: { rule: string; holds: (brand: { kind: string; flags: BrandFlags }) => boolean }[] = [
  { rule: 'seller purchase rights need single-seller mode', holds: (b) => !b.flags.sellerPurchaseRights || b.flags.singleSellerMode },
  { rule: 'the conversion-factor tab needs the oil pool brand', holds: (b) => !b.flags.conversionFactorTab || b.kind === 'oilPool' },
  { rule: 'the ICE future dropdown needs the oil pool brand', holds: (b) => !b.flags.iceFutureDropdown || b.kind === 'oilPool' },
  { rule: 'the global-rules master add-on needs the oil pool brand', holds: (b) => !b.flags.globalRulesMasterAddOn || b.kind === 'oilPool' },
  { rule: 'purchasing disabled needs the oil pool brand', holds: (b) => !b.flags.purchasingDisabled || b.kind === 'oilPool' },
  {
    rule: 'accepting terms on first login (BUYER_ACCEPT_GTC_ON_FIRST_LOGIN) needs the energy pool or oil pool brand',
    holds: (b) => !b.flags.buyerAcceptGtcOnFirstLogin || b.kind === 'oilPool' || b.kind === 'energyPool',
  },
  { rule: 'price alert needs the first brand', holds: (b) => !b.flags.priceAlert || b.kind === 'first' },
  { rule: 'triggers need the first brand', holds: (b) => !b.flags.triggers || b.kind === 'first' },
];

/** Opening and closing time ("HH:mm", the brand's zone) and the ISO weekdays (1 = Monday) the market trades. */
export const tradingHoursSchema = z.object({
  open: z.string().regex(/^\d\d:\d\d$/),
  close: z.string().regex(/^\d\d:\d\d$/),
  days: z.array(z.number().int().min(1).max(7)),
});

export const brandSchema = z
  .object({
    id: z.string().min(1),
    kind: z.enum(BRAND_KINDS),
    platformId: z.string().min(1),
    company: z.object({
      name: z.string().min(1),
      headline: z.string().min(1),
      street: z.string(),
      postCode: z.string(),
      city: z.string(),
      country: z.string(),
      phone: z.string(),
      email: z.email(),
      supportHours: z.string(),
      /** The imprint's register entry, managing directors and VAT id (German TMG/DDG § 5, Swiss UWG Art. 3). */
      register: z.object({ court: z.string().min(1), number: z.string().min(1) }),
      managingDirectors: z.array(z.string().min(1)).min(1),
      vatId: z.string().min(1),
    }),
    legal: z.object({ imprint: z.string(), privacy: z.string(), terms: z.string() }),
    logo: z.string().startsWith('/'),
    /** The brand's own country (ISO code): where its address forms start. */
    homeCountry: z.string().regex(/^[A-Z]{2}$/),
    locale: z.enum(['de', 'de-CH', 'en']),
    currency: z.enum(['EUR', 'CHF']),
    decimals: z.union([z.literal(2), z.literal(3), z.literal(4)]),
    timeZone: z.string(),
    exchangeSymbol: z.string(),
    marketWindowMinutes: z.number().int().positive(),
    reservationMinutes: z.number().int().positive(),
    tradingHours: tradingHoursSchema,
    analyticsScriptUrl: z.string().optional(),
    /** The operator's own advertisements on the dashboard, shown where the advertisements flag is on. */
    adverts: z.array(z.object({ title: z.string().min(1), text: z.string().min(1), href: z.string().startsWith('/') })).max(3),
    flags: brandFlagsSchema,
  })
  .superRefine((brand, ctx) => {
    for (const { rule, holds } of FLAG_RULES) {
      if (!holds(brand)) ctx.addIssue({ code: 'custom', message: `Brand "${brand.id}": ${rule}`, path: ['flags'] });
    }
  });

export type Brand = z.infer<typeof brandSchema>;
