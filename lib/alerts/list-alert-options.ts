import { db } from '@/lib/db';

export interface AlertOptions {
  products: { id: number; name: string }[];
  terminals: { id: number; name: string }[];
}

/** What the alert form offers: the fuels (alerts follow fuel prices) and the terminals of the platform. */
export async function listAlertOptions(platformId: string): Promise<AlertOptions> {
  const [products, terminals] = await Promise.all([
    db.product.findMany({ where: { type: 'FUEL' }, select: { id: true, name: true }, orderBy: [{ categoryOrder: 'asc' }, { name: 'asc' }] }),
    db.terminal.findMany({ where: { region: { platformId } }, select: { id: true, name: true }, orderBy: { name: 'asc' } }),
  ]);
  return { products, terminals };
}
