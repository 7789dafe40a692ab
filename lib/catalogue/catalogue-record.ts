import { AppError } from '@/lib/api/errors';
import type { Client } from '@/lib/db';
import type { CatalogueEntryDto, CatalogueInput, CatalogueKind } from './schemas';

/** The part of a Prisma delegate the catalogue uses; every kind's table has `id`, `active` and `version`. */
interface Delegate {
  findMany(args: object): Promise<Row[]>;
  findFirst(args: object): Promise<Row | null>;
  create(args: object): Promise<Row>;
  updateMany(args: object): Promise<{ count: number }>;
}
type Row = { id: number; active: boolean; version: number } & Record<string, unknown>;

interface KindConfig {
  delegate: (client: Client) => Delegate;
  /** Entries of the operator's platform: regions, terminals and VAT rates are the platform's own; products, periods and terms are shared. */
  scope: (platformId: string) => object;
  /** What a create adds to the body (the platform of a platform-bound entry). */
  owner: (platformId: string) => object;
  orderBy: object[];
  include?: object;
  /** The unique column a duplicate is reported on. */
  uniqueField?: string;
}

const shared = { scope: () => ({}), owner: () => ({}) };
const ofPlatform = { scope: (platformId: string) => ({ platformId }), owner: (platformId: string) => ({ platformId }) };

const KINDS: Record<CatalogueKind, KindConfig> = {
  terminals: {
    delegate: (c) => c.terminal as unknown as Delegate,
    scope: (platformId) => ({ region: { platformId } }),
    owner: () => ({}),
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    include: { region: { select: { name: true } } },
    uniqueField: 'code',
  },
  products: {
    delegate: (c) => c.product as unknown as Delegate,
    ...shared,
    orderBy: [{ type: 'asc' }, { categoryOrder: 'asc' }, { name: 'asc' }, { id: 'asc' }],
  },
  regions: { delegate: (c) => c.region as unknown as Delegate, ...ofPlatform, orderBy: [{ name: 'asc' }, { id: 'asc' }] },
  'lifting-periods': {
    delegate: (c) => c.liftingPeriod as unknown as Delegate,
    ...shared,
    orderBy: [{ startDays: 'asc' }, { id: 'asc' }],
    uniqueField: 'code',
  },
  'payment-terms': {
    delegate: (c) => c.paymentTerm as unknown as Delegate,
    ...shared,
    orderBy: [{ days: 'asc' }, { id: 'asc' }],
    uniqueField: 'code',
  },
  'vat-rates': { delegate: (c) => c.vatRate as unknown as Delegate, ...ofPlatform, orderBy: [{ country: 'asc' }, { id: 'asc' }], uniqueField: 'country' },
};

/** A row as the screens show it: Decimals as text, the platform left out, a terminal's region by name. */
export function catalogueDto(row: Row): CatalogueEntryDto {
  const dto: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'platformId') continue;
    if (key === 'region') dto.regionName = (value as { name: string }).name;
    else dto[key] = value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
  }
  return dto as CatalogueEntryDto;
}

export function listEntries(client: Client, kind: CatalogueKind, platformId: string) {
  const k = KINDS[kind];
  return k.delegate(client).findMany({ where: k.scope(platformId), orderBy: k.orderBy, ...(k.include && { include: k.include }) });
}

export async function findEntry(client: Client, kind: CatalogueKind, platformId: string, id: number) {
  const k = KINDS[kind];
  const row = await k.delegate(client).findFirst({ where: { id, ...k.scope(platformId) }, ...(k.include && { include: k.include }) });
  if (!row) throw new AppError('not_found', 'catalogue_entry_not_found');
  return row;
}

export async function createEntry(client: Client, kind: CatalogueKind, platformId: string, input: CatalogueInput) {
  await checkReferences(client, kind, platformId, input);
  const k = KINDS[kind];
  const { id } = await k.delegate(client).create({ data: { ...input, ...k.owner(platformId) }, select: { id: true } });
  return findEntry(client, kind, platformId, id);
}

/** Writes the entry if it is still at `version`; false when someone saved it meanwhile. */
export async function updateEntry(client: Client, kind: CatalogueKind, platformId: string, id: number, version: number, input: CatalogueInput) {
  await checkReferences(client, kind, platformId, input);
  const k = KINDS[kind];
  const { count } = await k.delegate(client).updateMany({ where: { id, version, ...k.scope(platformId) }, data: { ...input, version: { increment: 1 } } });
  return count === 1;
}

/** A terminal belongs to a region of the operator's platform. */
async function checkReferences(client: Client, kind: CatalogueKind, platformId: string, input: CatalogueInput) {
  if (kind !== 'terminals') return;
  const { regionId } = input as CatalogueInput<'terminals'>;
  if (!(await client.region.findFirst({ where: { id: regionId, platformId }, select: { id: true } }))) {
    throw new AppError('validation', 'validation_failed', undefined, { regionId: 'region_required' });
  }
}

/** A second entry with the same code (or a second VAT rate for a country) is named by its field. */
export function duplicateError(kind: CatalogueKind, error: unknown): never {
  const field = KINDS[kind].uniqueField;
  if (field && (error as { code?: string })?.code === 'P2002') throw new AppError('validation', 'validation_failed', undefined, { [field]: `${field}_in_use` });
  throw error;
}
