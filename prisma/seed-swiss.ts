import { BRANDS } from '@/brands';
import { ROLES } from '@/lib/access/routes';
import { hashPassword } from '@/lib/auth/password';
import { db, Prisma } from '@/lib/db';

/** The Swiss demo accounts' users (password DEMO_PASSWORD), as the README's table lists them. */
export const SWISS_DEMO_USERS = { buyer: 'kaeufer.ch@demo.fuel', seller: 'verkaeufer.ch@demo.fuel' } as const;

/**
 * The Swiss brand's own customers: a buyer in Zürich (with a second delivery address in
 * Liechtenstein) and a seller at the Rhine port of Birsfelden, released to each other, with Swiss
 * addresses, phone numbers and a CHF credit limit. Only on the Swiss brand's platform, once.
 */
export async function seedSwissDemoAccounts(platformId: string, password: string) {
  if (platformId !== BRANDS.oilpool.platformId) return;
  if (await db.user.findUnique({ where: { email: SWISS_DEMO_USERS.buyer }, select: { id: true } })) return;
  const passwordHash = await hashPassword(password);
  const products = await db.product.findMany({ where: { type: 'FUEL' }, select: { id: true } });
  await db.$transaction(async (tx) => {
    const account = (name: string, type: 'BUYER' | 'SELLER', address: { addressLine1: string; postCode: string; city: string }) =>
      tx.account.create({ data: { platformId, name, type, releasedForTrading: true, country: 'CH', ...address } });
    const buyer = await account('Brennstoffe Keller AG', 'BUYER', { addressLine1: 'Badenerstrasse 120', postCode: '8004', city: 'Zürich' });
    const seller = await account('Rheinhafen Mineralöl AG', 'SELLER', { addressLine1: 'Hafenstrasse 11', postCode: '4127', city: 'Birsfelden' });
    const user = (accountId: number, email: string, person: { salutation: string; firstName: string; lastName: string; phone: string }, roles: string[]) =>
      tx.user.create({ data: { accountId, email, username: email, passwordHash, ...person, roles, isAdmin: true } });
    await user(buyer.id, SWISS_DEMO_USERS.buyer, { salutation: 'Ms', firstName: 'Corinne', lastName: 'Keller', phone: '+41 44 555 12 34' }, [
      ROLES.relationships,
      ROLES.purchase,
    ]);
    await user(seller.id, SWISS_DEMO_USERS.seller, { salutation: 'Mr', firstName: 'Beat', lastName: 'Gerber', phone: '+41 61 555 43 21' }, [
      ROLES.relationships,
    ]);
    await tx.relationship.create({
      data: {
        buyerAccountId: buyer.id,
        sellerAccountId: seller.id,
        status: 'ENABLED',
        creditLimitOption: 'MANUAL',
        creditLimit: new Prisma.Decimal('500000.00'),
        creditLimitSource: 'MANUAL',
        creditDays: { create: products.map((p) => ({ productId: p.id, days: 30 })) },
      },
    });
    await tx.deliveryLocation.createMany({
      data: [
        {
          accountId: buyer.id,
          company: 'Brennstoffe Keller AG',
          street: 'Badenerstrasse 120',
          postCode: '8004',
          city: 'Zürich',
          county: 'Zürich',
          country: 'CH',
        },
        {
          accountId: buyer.id,
          company: 'Keller Tanklager Vaduz',
          street: 'Industriestrasse 8',
          postCode: '9490',
          city: 'Vaduz',
          county: 'Oberland',
          country: 'LI',
        },
      ],
    });
  });
}
