import { z } from 'zod';
import { MAX_ID } from '@/lib/api/domain/positive-id';
import { bodyIdSchema, idSchema } from '@/lib/api/ids';

/** What trading runs on and the operator maintains (design 14), one path segment each. */
export const CATALOGUE_KINDS = ['terminals', 'products', 'regions', 'lifting-periods', 'payment-terms', 'vat-rates'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

export const ZCatalogueKindParams = z.object({ kind: z.enum(CATALOGUE_KINDS, { error: 'not_found' }) });
export const ZCatalogueEntryParams = ZCatalogueKindParams.extend({ id: idSchema('catalogue_entry_not_found') });

const name = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'too_long');
/** A short key other systems and CSV files name the entry by: letters, digits, - and _. */
const code = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(20, 'too_long')
  .regex(/^[A-Za-z0-9_-]+$/, 'code_format');
const whole = (min: number, max: number) => z.number({ error: 'invalid_number' }).int('invalid_number').min(min, 'invalid_number').max(max, 'invalid_number');
const decimal = (pattern: RegExp) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().replace(',', '.') : v),
    z.string({ error: 'invalid_number' }).regex(pattern, 'invalid_number'),
  );
const active = z.boolean({ error: 'invalid_value' }).default(true);

const ZTerminal = z.object({ regionId: bodyIdSchema('region_required'), name: name(80), code, city: name(80), active });
const ZProduct = z
  .object({
    name: name(80),
    type: z.enum(['FUEL', 'ADDITIVE'], { error: 'required' }),
    /** The ICE contract a fuel is priced off; none for additives. */
    commodity: z.enum(['GAS', 'BRN'], { error: 'invalid_value' }).nullable().default(null),
    category: name(40),
    categoryOrder: whole(0, 999),
    unit: name(20),
    /** kg/l at 15 °C: converts a price per tonne into one per 100 L. */
    density: decimal(/^0\.\d{1,4}$|^1(\.0{1,4})?$/)
      .nullable()
      .default(null),
    minUnits: whole(1, 1_000_000).nullable().default(null),
    maxUnits: whole(1, 1_000_000).nullable().default(null),
    active,
  })
  .refine((p) => p.minUnits === null || p.maxUnits === null || p.minUnits <= p.maxUnits, { path: ['maxUnits'], message: 'max_below_min' });
const ZRegion = z.object({ name: name(80), active });
const ZLiftingPeriod = z
  .object({ code, name: name(80), startDays: whole(0, 366), endDays: whole(0, 366), active })
  .refine((p) => p.startDays <= p.endDays, { path: ['endDays'], message: 'end_before_start' });
const ZPaymentTerm = z.object({ code, name: name(80), days: whole(0, 366), active });
const ZVatRate = z.object({
  country: z
    .string({ error: 'required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'country_code_format'),
  /** Percent. */
  rate: decimal(/^\d{1,2}(\.\d{1,2})?$/),
  active,
});

/** The body of POST per kind; PUT takes the same whole entry and the version it was loaded at. */
export const CATALOGUE_SCHEMAS = {
  terminals: ZTerminal,
  products: ZProduct,
  regions: ZRegion,
  'lifting-periods': ZLiftingPeriod,
  'payment-terms': ZPaymentTerm,
  'vat-rates': ZVatRate,
} as const;

export type CatalogueInput<K extends CatalogueKind = CatalogueKind> = z.output<(typeof CATALOGUE_SCHEMAS)[K]>;
export type CatalogueForm<K extends CatalogueKind = CatalogueKind> = z.input<(typeof CATALOGUE_SCHEMAS)[K]>;

const version = z.number({ error: 'version_required' }).int('version_required').positive('version_required').max(MAX_ID, 'version_required');

/** The body is checked against its kind's schema in the use case, once the path named the kind. */
export const ZCatalogueBody = z.record(z.string(), z.unknown(), { error: 'invalid_value' });
export const ZCatalogueUpdate = z.object({ version });

/** Documentation of the bodies: any one kind's entry (PUT adds `version`). */
export const ZCatalogueBodyDoc = z.union(Object.values(CATALOGUE_SCHEMAS));

/** An entry as the catalogue screens show it: its own fields, `active`, `version`, and for a terminal its region's name. */
export type CatalogueEntryDto = { id: number; active: boolean; version: number } & Record<string, string | number | boolean | null>;
