import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';

function createClient() {
  const adapter = new PrismaPg({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.DB_POOL_SIZE ?? 20),
    connectionTimeoutMillis: 3_000,
  });
  // Explicit limits so an overload answers fast instead of queueing until a pool time-out.
  return new PrismaClient({ adapter, transactionOptions: { maxWait: 3_000, timeout: 10_000 } });
}

const globalForDb = globalThis as unknown as { prisma?: PrismaClient };

/** The one Prisma client of the process. */
export const db = globalForDb.prisma ?? createClient();
if (process.env.NODE_ENV !== 'production') globalForDb.prisma = db;

export type Db = typeof db;
export type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];
export { Prisma } from '@/lib/generated/prisma/client';
