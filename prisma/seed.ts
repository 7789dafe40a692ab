import { BRANDS } from '@/brands';
import { db, Prisma } from '@/lib/db';
import { hashPassword } from '@/lib/auth/password';
import { ROLES } from '@/lib/access/routes';
import { seedProfileExtras } from './seed-profile';
import { seedDemoMarket } from './seed-market';
import { seedDemoOrders } from './seed-orders';
import { seedSwissDemoAccounts } from './seed-swiss';
import { seedDemoTargetOrders } from './seed-target-orders';
import { seedDemoTriggers } from './seed-triggers';

export const DEMO_PASSWORD = 'Demo-Passw0rd';

const REGIONS = [
  {
    name: 'Nord',
    terminals: [
      ['Hamburg Hafen', 'HH1', 'Hamburg'],
      ['Duisburg Ruhrort', 'DU1', 'Duisburg'],
    ],
  },
  {
    name: 'Süd',
    terminals: [
      ['Karlsruhe Rheinhafen', 'KA1', 'Karlsruhe'],
      ['Ingolstadt', 'IN1', 'Ingolstadt'],
    ],
  },
  { name: 'Ost', terminals: [['Leuna', 'LE1', 'Leuna']] },
  { name: 'Schweiz', terminals: [['Basel Birsfelden', 'BS1', 'Basel']] },
] as const;

const PRODUCTS = [
  { name: 'Heizöl EL schwefelarm', type: 'FUEL', commodity: 'GAS', category: 'Heizöl', categoryOrder: 10, unit: 'cubic_meter', density: '0.8450' },
  { name: 'Heizöl EL Premium', type: 'FUEL', commodity: 'GAS', category: 'Heizöl', categoryOrder: 10, unit: 'cubic_meter', density: '0.8450' },
  { name: 'Diesel B7', type: 'FUEL', commodity: 'GAS', category: 'Diesel', categoryOrder: 20, unit: 'cubic_meter', density: '0.8350' },
  { name: 'Super E5', type: 'FUEL', commodity: 'BRN', category: 'Benzin', categoryOrder: 30, unit: 'cubic_meter', density: '0.7450' },
  { name: 'Super E10', type: 'FUEL', commodity: 'BRN', category: 'Benzin', categoryOrder: 30, unit: 'cubic_meter', density: '0.7500' },
  {
    name: 'AdBlue (IBC 1000 l)',
    type: 'ADDITIVE',
    commodity: null,
    category: 'Additive',
    categoryOrder: 100,
    unit: 'liter',
    density: null,
    minUnits: 1,
    maxUnits: 24,
  },
  {
    name: 'Heizöl-Additiv Winterschutz (Fass 200 l)',
    type: 'ADDITIVE',
    commodity: null,
    category: 'Additive',
    categoryOrder: 100,
    unit: 'liter',
    density: null,
    minUnits: 1,
    maxUnits: 40,
  },
] as const;

const LIFTING_PERIODS = [
  ['PROMPT', 'Prompt (1–3 Tage)', 0, 3],
  ['WEEK', 'Laufende Woche', 0, 7],
  ['NEXT_WEEK', 'Folgewoche', 7, 14],
  ['MONTH', 'Laufender Monat', 0, 30],
] as const;

const PAYMENT_TERMS = [
  ['PREPAID', 'Vorkasse', 0],
  ['NET10', '10 Tage netto', 10],
  ['NET30', '30 Tage netto', 30],
] as const;

const DELIVERY_OPTIONS = [
  ['PICKUP', 'Abholung am Terminal'],
  ['DELIVERY', 'Lieferung frei Haus'],
] as const;

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  salutation: string;
  roles: string[];
  features?: string[];
  isAdmin?: boolean;
  twoFactorEnabled?: boolean;
}

/**
 * Demo companies, users (password DEMO_PASSWORD), market and order history, on top of the
 * reference data. Only for the embedded database or with DEMO_DATA=1 (scripts/lib/start-config.ts):
 * a real installation must not have logins with a published password. Idempotent: each part is
 * loaded once and then left as it is, but for the trigger contracts, which each start gives the
 * nearest month a trigger can lift in, so the demo stays triggerable (./seed-triggers.ts), and
 * the demo buyer's open target order, renewed when it is no longer open (./seed-target-orders.ts).
 */
export async function seedDemoData() {
  await seedReferenceData();
  if (!(await db.user.findUnique({ where: { email: 'buyer@demo.fuel' }, select: { id: true } }))) await seedDemoAccounts();
  await seedSwissDemoAccounts(currentPlatformId(), DEMO_PASSWORD);
  await seedProfileExtras();
  await seedDemoMarket();
  await seedDemoOrders();
  await seedDemoTriggers();
  await seedDemoTargetOrders();
}

/**
 * What every installation needs before its operator can work: the brands' platforms, VAT rates,
 * regions and terminals, products, lifting periods, payment terms and delivery options. No
 * account, no user. Loaded once, on a database without platforms.
 */
export async function seedReferenceData(client: typeof db = db) {
  if ((await client.platform.count()) > 0) return;
  await client.$transaction(
    async (tx) => {
      for (const brand of Object.values(BRANDS)) {
        await tx.platform.create({ data: { id: brand.platformId, brandId: brand.id, name: brand.company.name, currency: brand.currency } });
      }
      await tx.vatRate.createMany({
        data: [
          { platformId: 'FM-DE', country: 'DE', rate: new Prisma.Decimal('19.00') },
          { platformId: 'EP-DE', country: 'DE', rate: new Prisma.Decimal('19.00') },
          { platformId: 'OP-CH', country: 'CH', rate: new Prisma.Decimal('8.10') },
        ],
      });
      for (const region of REGIONS) {
        await tx.region.create({
          data: {
            platformId: currentPlatformId(),
            name: region.name,
            terminals: { create: region.terminals.map(([name, code, city]) => ({ name, code, city })) },
          },
        });
      }
      for (const p of PRODUCTS) {
        await tx.product.create({
          data: {
            name: p.name,
            type: p.type,
            commodity: p.commodity,
            category: p.category,
            categoryOrder: p.categoryOrder,
            unit: p.unit,
            density: p.density ? new Prisma.Decimal(p.density) : null,
            minUnits: 'minUnits' in p ? p.minUnits : null,
            maxUnits: 'maxUnits' in p ? p.maxUnits : null,
          },
        });
      }
      await tx.liftingPeriod.createMany({ data: LIFTING_PERIODS.map(([code, name, startDays, endDays]) => ({ code, name, startDays, endDays })) });
      await tx.paymentTerm.createMany({ data: PAYMENT_TERMS.map(([code, name, days]) => ({ code, name, days })) });
      await tx.deliveryOption.createMany({ data: DELIVERY_OPTIONS.map(([code, name]) => ({ code, name })) });
    },
    { timeout: 60_000 },
  );
}

/** The platform of the brand this installation runs. */
export function currentPlatformId() {
  return BRANDS[process.env.BRAND ?? 'fuelmarket']?.platformId ?? BRANDS.fuelmarket.platformId;
}

/** Companies, users, relationships and delivery locations. */
async function seedDemoAccounts() {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const platformId = currentPlatformId();
  await db.$transaction(
    async (tx) => {
      const account = (name: string, type: 'BUYER' | 'SELLER' | 'OPERATOR', extra: Partial<Prisma.AccountUncheckedCreateInput> = {}) =>
        tx.account.create({
          data: { platformId, name, type, releasedForTrading: true, country: 'DE', ...extra },
        });
      const buyer = await account('Heizöl Müller GmbH', 'BUYER', { addressLine1: 'Industriestraße 12', postCode: '76189', city: 'Karlsruhe' });
      const buyer2 = await account('Tankstellen Nord KG', 'BUYER', { addressLine1: 'Hafenweg 3', postCode: '20457', city: 'Hamburg' });
      const shareholder = await account('Müller Filiale Pforzheim', 'BUYER', {
        parentId: buyer.id,
        isShareholder: true,
        // The operator's shareholder terms: 0.35 EUR/100L15 off every price.
        priceAdjustment: new Prisma.Decimal('-0.35'),
        addressLine1: 'Wilferdinger Str. 7',
        postCode: '75179',
        city: 'Pforzheim',
      });
      const seller = await account('Nordsee Mineralöl AG', 'SELLER', {
        features: ['triggers', 'newsBox'],
        addressLine1: 'Kattwykdamm 1',
        postCode: '21107',
        city: 'Hamburg',
      });
      const seller2 = await account('Rhein Energie Handel GmbH', 'SELLER', { addressLine1: 'Rheinstraße 40', postCode: '47119', city: 'Duisburg' });
      const operator = await account('Plattformbetrieb', 'OPERATOR', { addressLine1: 'Große Elbstraße 145', postCode: '22767', city: 'Hamburg' });
      const twoFactorBuyer = await account('Agrar Handel Süd eG', 'BUYER', { addressLine1: 'Lagerhausstraße 5', postCode: '85049', city: 'Ingolstadt' });

      const user = (accountId: number, u: DemoUser) =>
        tx.user.create({
          data: {
            accountId,
            email: u.email,
            username: u.email,
            passwordHash,
            salutation: u.salutation,
            firstName: u.firstName,
            lastName: u.lastName,
            phone: '+49 721 555 01 00',
            roles: u.roles,
            features: u.features ?? [],
            isAdmin: u.isAdmin ?? false,
            twoFactorEnabled: u.twoFactorEnabled ?? false,
          },
        });
      const buyerRoles = [ROLES.relationships, ROLES.purchase];
      await user(buyer.id, { email: 'buyer@demo.fuel', firstName: 'Jana', lastName: 'Müller', salutation: 'Ms', roles: buyerRoles });
      await user(buyer.id, {
        email: 'admin@demo.fuel',
        firstName: 'Thomas',
        lastName: 'Müller',
        salutation: 'Mr',
        roles: [...buyerRoles, ROLES.childAccounts, ROLES.childAccountOffers],
        isAdmin: true,
      });
      await user(buyer.id, { email: 'disponent@demo.fuel', firstName: 'Lukas', lastName: 'Becker', salutation: 'Mr', roles: [ROLES.purchase] });
      await user(buyer2.id, { email: 'buyer2@demo.fuel', firstName: 'Svenja', lastName: 'Hansen', salutation: 'Ms', roles: buyerRoles, isAdmin: true });
      await user(shareholder.id, { email: 'filiale@demo.fuel', firstName: 'Paul', lastName: 'Weber', salutation: 'Mr', roles: [ROLES.purchase] });
      await user(seller.id, {
        email: 'seller@demo.fuel',
        firstName: 'Henrik',
        lastName: 'Petersen',
        salutation: 'Mr',
        roles: [ROLES.relationships],
        isAdmin: true,
      });
      await user(seller2.id, {
        email: 'seller2@demo.fuel',
        firstName: 'Miriam',
        lastName: 'Schulz',
        salutation: 'Ms',
        roles: [ROLES.relationships],
        isAdmin: true,
      });
      await user(operator.id, { email: 'operator@demo.fuel', firstName: 'Olga', lastName: 'Brandt', salutation: 'Ms', roles: [], isAdmin: true });
      await tx.newsItem.createMany({
        data: [
          {
            sellerAccountId: seller.id,
            title: 'Neue Ladezeiten am Terminal Hamburg Hafen',
            content: 'Ab Montag laden wir werktags von 5:00 bis 21:00 Uhr. Bitte planen Sie Ihre Abholungen entsprechend.',
            createdAt: new Date(Date.now() - 2 * 86_400_000),
          },
          {
            sellerAccountId: seller.id,
            title: 'Winterdiesel ab 15. November',
            content: 'Alle Diesel-Angebote sind ab dem 15. November winterfest (CFPP -20 °C).',
            createdAt: new Date(Date.now() - 86_400_000),
          },
        ],
      });
      await user(twoFactorBuyer.id, {
        email: 'twofactor@demo.fuel',
        firstName: 'Stefan',
        lastName: 'Huber',
        salutation: 'Mr',
        roles: buyerRoles,
        twoFactorEnabled: true,
      });

      const products = await tx.product.findMany({ select: { id: true, type: true } });
      const net30 = await tx.paymentTerm.findUniqueOrThrow({ where: { code: 'NET30' }, select: { id: true } });
      const relationship = (
        buyerAccountId: number,
        sellerAccountId: number,
        status: 'NEW' | 'ENABLED' | 'DISABLED',
        creditLimit: string | null,
        /** When the buyer asked, and (DISABLED) when it ended the relationship, in days ago: as the order history tells it (prisma/seed-orders.ts). */
        days: { requested: number; ended?: number },
        paymentTermId: number | null = null,
      ) =>
        tx.relationship.create({
          data: {
            buyerAccountId,
            sellerAccountId,
            status,
            requestedAt: new Date(Date.now() - days.requested * 86_400_000),
            ...(days.ended !== undefined && { disabledBy: 'BUYER' as const, decidedAt: new Date(Date.now() - days.ended * 86_400_000) }),
            creditLimitOption: creditLimit ? 'MANUAL' : 'NONE',
            creditLimit: creditLimit ? new Prisma.Decimal(creditLimit) : null,
            creditLimitSource: creditLimit ? 'MANUAL' : null,
            additivesEnabled: status === 'ENABLED',
            paymentTermId,
            creditDays: { create: products.filter((p) => p.type === 'FUEL').map((p) => ({ productId: p.id, days: 30 })) },
          },
        });
      // Limits sized to the seeded history (about 3.8 M EUR a month per pair within 30 credit days).
      await relationship(buyer.id, seller.id, 'ENABLED', '6000000.00', { requested: 366 });
      await relationship(buyer.id, seller2.id, 'ENABLED', '6000000.00', { requested: 366 });
      await relationship(buyer2.id, seller.id, 'NEW', null, { requested: 3 });
      await relationship(buyer2.id, seller2.id, 'DISABLED', null, { requested: 231, ended: 40 });
      await relationship(twoFactorBuyer.id, seller.id, 'ENABLED', '4000000.00', { requested: 366 });
      await relationship(shareholder.id, seller.id, 'ENABLED', '3000000.00', { requested: 301 }, net30.id);

      await tx.deliveryLocation.createMany({
        data: [
          {
            accountId: buyer.id,
            company: 'Heizöl Müller GmbH',
            street: 'Industriestraße 12',
            postCode: '76189',
            city: 'Karlsruhe',
            county: 'Baden-Württemberg',
            contactPerson: 'Jana Müller',
          },
          {
            accountId: buyer.id,
            company: 'Heizöl Müller Lager Nord',
            street: 'Am Tanklager 4',
            postCode: '68169',
            city: 'Mannheim',
            county: 'Baden-Württemberg',
            contactPerson: 'Lukas Becker',
          },
          { accountId: buyer.id, company: 'Heizöl Müller Augsburg', street: 'Derchinger Str. 20', postCode: '86165', city: 'Augsburg', county: 'Bayern' },
          { accountId: buyer2.id, company: 'Tankstellen Nord KG', street: 'Hafenweg 3', postCode: '20457', city: 'Hamburg', county: 'Hamburg' },
        ],
      });
    },
    { timeout: 60_000 },
  );
}
