import type { CatalogueEntryDto, CatalogueKind } from '@/lib/catalogue/schemas';

/** How a form field of the catalogue takes its value: text, a whole number (optional ones may stay empty), or a choice. */
export type FieldKind = 'text' | 'number' | 'optionalNumber' | 'optionalText' | 'region' | 'productType' | 'commodity';

/** The fields of each kind in the order the form and the table show them (`active` comes last in both). */
export const CATALOGUE_FIELDS: Record<CatalogueKind, [string, FieldKind][]> = {
  terminals: [
    ['name', 'text'],
    ['code', 'text'],
    ['city', 'text'],
    ['regionId', 'region'],
  ],
  products: [
    ['name', 'text'],
    ['type', 'productType'],
    ['commodity', 'commodity'],
    ['category', 'text'],
    ['categoryOrder', 'number'],
    ['unit', 'text'],
    ['density', 'optionalText'],
    ['minUnits', 'optionalNumber'],
    ['maxUnits', 'optionalNumber'],
  ],
  regions: [['name', 'text']],
  'lifting-periods': [
    ['code', 'text'],
    ['name', 'text'],
    ['startDays', 'number'],
    ['endDays', 'number'],
  ],
  'payment-terms': [
    ['code', 'text'],
    ['name', 'text'],
    ['days', 'number'],
  ],
  'vat-rates': [
    ['country', 'text'],
    ['rate', 'text'],
  ],
};

export type Draft = Record<string, string | boolean>;

/** A form's values from an entry (or empty for a new one): every field as text, `active` as a box. */
export function toDraft(kind: CatalogueKind, entry: CatalogueEntryDto | null): Draft {
  const draft: Draft = { active: entry?.active ?? true };
  for (const [key, field] of CATALOGUE_FIELDS[kind]) {
    const value = entry?.[key];
    draft[key] = value === null || value === undefined ? (field === 'productType' ? 'FUEL' : '') : String(value);
  }
  return draft;
}

/** The body of POST and PUT from a form's values: numbers as numbers, empty optional fields as null; the server checks the rest. */
export function toBody(kind: CatalogueKind, draft: Draft): Record<string, unknown> {
  const body: Record<string, unknown> = { active: draft.active };
  for (const [key, field] of CATALOGUE_FIELDS[kind]) {
    const text = String(draft[key] ?? '').trim();
    // An empty required number goes as null, so the server names the field.
    if (field === 'number' || field === 'optionalNumber' || field === 'region') body[key] = text === '' ? null : Number(text);
    else if (field === 'optionalText' || field === 'commodity') body[key] = text === '' ? null : text;
    else body[key] = text;
  }
  return body;
}
