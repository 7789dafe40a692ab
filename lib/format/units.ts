import { formatNumber, formatVolume } from './number';

/**
 * Units as the unit options of platform-shell 3 label them. Every screen takes its unit text from
 * here, so a unit reads the same on the Pricing Engine, the breakdown, the offers and the orders.
 */
const UNIT_LABELS: Record<string, string> = {
  'USD/METRIC_TONNE': 'USD/mt',
  'EUR/METRIC_TONNE': 'EUR/mt',
  'EUR/100L15': 'EUR/100L15',
  'EUR/CUBIC_METRE': 'EUR/cbm',
  cubic_meter: 'cbm',
  liter: 'l',
};

/**
 * The label of a unit; a unit without one (kg/l, an FX symbol such as EUR/USD) shows as it is. The
 * engine reads the "EUR" of a price unit as the brand's currency, so it is labelled with that:
 * "CHF/100L15", "CHF/cbm" in the Swiss brand.
 */
export function unitLabel(unit: string | null | undefined, currency: string): string {
  if (!unit) return '';
  const label = UNIT_LABELS[unit];
  return label ? label.replace(/^EUR\//, `${currency}/`) : unit;
}

/** The one label of a price per 100 litres at 15 °C in the brand's currency: "EUR/100L15", "CHF/100L15". */
export function priceUnitLabel(currency: string): string {
  return `${currency}/100L15`;
}

/** A container as orders, empties and filters store it, by its label and size: "Fass (200 l)". */
export const purchaseUnitOf = (container: { unitLabel: string; unitLitres: number }) => `${container.unitLabel} (${container.unitLitres} l)`;

/** The container a stored purchase unit names; null for a volume unit (cbm, litres). */
export function containerOf(purchaseUnit: string): { unitLabel: string; unitLitres: number } | null {
  const match = /^(.+) \((\d+) l\)$/.exec(purchaseUnit);
  return match ? { unitLabel: match[1], unitLitres: Number(match[2]) } : null;
}

/** A container by its label and size, the litres through the one number formatter with the litre's label: "IBC (1.000 l)". */
export function containerName(container: { unitLabel: string; unitLitres: number }, locale: string): string {
  return `${container.unitLabel} (${formatVolume(container.unitLitres, locale)} ${UNIT_LABELS.liter})`;
}

/** A stored purchase unit as the screens write it: a container by containerName, a volume unit by its label ("cbm"). */
export function purchaseUnitName(purchaseUnit: string, locale: string): string {
  const container = containerOf(purchaseUnit);
  return container ? containerName(container, locale) : (UNIT_LABELS[purchaseUnit] ?? purchaseUnit);
}

/** An order of containers as its count and container ("4 × IBC (1.000 l)"); null for an order by volume (cbm, or litres of old additive orders). */
export function containerCount(unitCount: number | null, purchaseUnit: string, locale: string): string | null {
  const container = containerOf(purchaseUnit);
  return unitCount !== null && container ? `${formatNumber(unitCount, locale, { decimals: 0 })} × ${containerName(container, locale)}` : null;
}
