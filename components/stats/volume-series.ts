import type { ProductVolume } from '@/lib/stats/schemas';

export interface VolumeSeries {
  productId: number;
  name: string;
  /** x: the first day of the bucket as UTC midnight in ms (a calendar day, not an instant); y: cbm. */
  points: { x: number; y: number }[];
}

const DAY_MS = 86_400_000;
/** Longer spans are summed per week: 365 daily spikes per product tell less than 53 weeks. */
const DAILY_UP_TO_DAYS = 62;

/**
 * One line per product over every day (or week) from the first to the last day with orders; a
 * bucket without orders of a product counts 0, so the line drops instead of bridging the gap.
 */
export function volumeSeries(volume: ProductVolume): VolumeSeries[] {
  if (volume.days.length === 0) return [];
  const first = Date.parse(volume.days[0].day);
  const last = Date.parse(volume.days.at(-1)!.day);
  const step = (last - first) / DAY_MS + 1 > DAILY_UP_TO_DAYS ? 7 * DAY_MS : DAY_MS;
  const bucketOf = (x: number) => first + Math.floor((x - first) / step) * step;
  const sums = new Map<string, number>();
  for (const d of volume.days) {
    const key = `${d.productId}:${bucketOf(Date.parse(d.day))}`;
    sums.set(key, (sums.get(key) ?? 0) + d.volume);
  }
  return volume.products.map((product) => {
    const points = [];
    for (let x = first; x <= last; x += step) points.push({ x, y: Math.round((sums.get(`${product.id}:${x}`) ?? 0) * 1000) / 1000 });
    return { productId: product.id, name: product.name, points };
  });
}
