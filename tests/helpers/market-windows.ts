import { db, Prisma } from '@/lib/db';
import { toStored } from '@/lib/market-window/issue-window';

/** A market window of `platformId` issued at `created` for 5 minutes, with live /GAS at `gas` USD/t and EUR/USD 1.0496. */
export async function insertWindow(platformId: string, created: Date, gas: string) {
  const row = await db.marketWindow.create({
    data: {
      platformId,
      created,
      expires: new Date(created.getTime() + 300_000),
      isClone: false,
      marketChange: new Prisma.Decimal(0),
      prices: [
        { symbol: '/GAS', price: gas, live: true, timestamp: created.toISOString() },
        { symbol: 'EUR/USD', price: '1.0496', live: true, timestamp: created.toISOString() },
      ],
    },
  });
  return toStored(row);
}
