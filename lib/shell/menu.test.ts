import { fuelmarket } from '@/brands/fuelmarket';
import { oilpool } from '@/brands/oilpool';
import { canOpen, ROLES, type Viewer } from '@/lib/access/routes';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { buildMenu, MENU_ROUTES } from './menu';

// The real route table, observed: the menu must ask it rather than repeat its rules.
jest.mock('@/lib/access/routes', () => {
  const actual = jest.requireActual('@/lib/access/routes');
  return { ...actual, canOpen: jest.fn(actual.canOpen) };
});

const first = fuelmarket.flags;
const viewer = (accountType: Viewer['accountType'], roles: string[] = [], features: string[] = []): Viewer => ({
  accountType,
  roles,
  features,
  gtcAccepted: true,
});
const names = (v: Viewer, flags = first) => buildMenu(v, flags).map((e) => e.name);

describe('buildMenu', () => {
  it('gives a buyer with the relationships role the market and seller management', () => {
    expect(names(viewer('BUYER', [ROLES.relationships]))).toEqual(['dashboard', 'orders', 'reports', 'contracts', 'market', 'priceAlert', 'sellerManagement']);
  });

  it('hides seller management from a buyer without the role', () => {
    expect(names(viewer('BUYER'))).toEqual(['dashboard', 'orders', 'reports', 'contracts', 'market', 'priceAlert']);
  });

  it('hides seller management in single-seller mode', () => {
    const singleSeller = { ...first, singleSellerMode: true };
    expect(names(viewer('BUYER', [ROLES.relationships]), singleSeller)).not.toContain('sellerManagement');
  });

  it('hides contract management and price alerts when the brand has no triggers or alerts; target-price orders then have their own entry', () => {
    expect(names(viewer('BUYER', [ROLES.relationships]), oilpool.flags)).toEqual([
      'dashboard',
      'orders',
      'reports',
      'market',
      'targetOrders',
      'sellerManagement',
    ]);
  });

  it('gives target-price orders no entry of their own where the price alerts have one: they are its tab', () => {
    expect(names(viewer('BUYER'))).not.toContain('targetOrders');
    expect(names(viewer('SELLER'), oilpool.flags)).not.toContain('targetOrders');
  });

  it('gives a seller with the triggers feature offers, buyers and contracts, never the market', () => {
    expect(names(viewer('SELLER', [ROLES.relationships], ['triggers']))).toEqual([
      'dashboard',
      'orders',
      'reports',
      'news',
      'offerManagement',
      'pricingEngine',
      'buyerManagement',
      'contracts',
    ]);
  });

  it('hides contract management from a seller without the triggers feature', () => {
    expect(names(viewer('SELLER', [ROLES.relationships]))).toEqual([
      'dashboard',
      'orders',
      'reports',
      'news',
      'offerManagement',
      'pricingEngine',
      'buyerManagement',
    ]);
  });

  it('gives the operator its desk and no trading screen that would answer it 403', () => {
    expect(names(viewer('OPERATOR'))).toEqual(['dashboard', 'operatorAccounts', 'operatorCatalogue', 'operatorAudit']);
    expect(names(viewer('BUYER', [ROLES.relationships]))).not.toContain('operatorAccounts');
  });

  it('shows child accounts with the ChildAccounts_View role only', () => {
    expect(names(viewer('BUYER', [ROLES.childAccounts]))).toContain('childAccounts');
    expect(names(viewer('SELLER', [ROLES.childAccounts]))).toContain('childAccounts');
    expect(names(viewer('BUYER'))).not.toContain('childAccounts');
  });

  it('labels statistics "news and statistics" for buyers and for sellers with the newsBox feature', () => {
    const label = (v: Viewer) => buildMenu(v, first).find((e) => e.name === 'reports')!.labelKey;
    expect(label(viewer('BUYER'))).toBe('reportsWithNews');
    expect(label(viewer('SELLER', [], ['newsBox']))).toBe('reportsWithNews');
    expect(label(viewer('SELLER'))).toBe('reports');
  });

  it('puts the new-relationships badge on buyer management and the incomplete-orders badge on orders for sellers only', () => {
    const seller = buildMenu(viewer('SELLER', [ROLES.relationships]), first);
    expect(seller.find((e) => e.name === 'buyerManagement')!.badge).toBe('newRelationships');
    expect(seller.find((e) => e.name === 'orders')!.badge).toBe('incompleteOrders');
    expect(buildMenu(viewer('BUYER'), first).find((e) => e.name === 'orders')!.badge).toBeUndefined();
  });

  it('links each entry to its path in the route table', () => {
    const menu = buildMenu(viewer('SELLER', [ROLES.relationships], ['triggers']), first);
    expect(Object.fromEntries(menu.map((e) => [e.name, e.href]))).toEqual({
      dashboard: '/',
      orders: '/orders',
      reports: '/statistik',
      news: '/news',
      offerManagement: '/meine-angebote',
      pricingEngine: '/preis-engine',
      buyerManagement: '/kaufer-management',
      contracts: '/verträge-management',
    });
  });

  it('asks the route table for every entry instead of deciding itself', () => {
    const spy = jest.mocked(canOpen);
    spy.mockClear();
    spy.mockReturnValue(false);
    try {
      expect(buildMenu(viewer('BUYER', [ROLES.relationships]), first)).toEqual([]);
      expect(spy).toHaveBeenCalledWith('market', expect.objectContaining({ accountType: 'BUYER' }), first);
      expect(spy).toHaveBeenCalledTimes(16);
    } finally {
      spy.mockImplementation(jest.requireActual('@/lib/access/routes').canOpen);
    }
  });
});

describe('the dashboard tiles', () => {
  it('have a text for every menu entry but the dashboard, in German and English', () => {
    const areas = MENU_ROUTES.filter((name) => name !== 'dashboard');
    for (const messages of [de, en]) expect(areas.filter((name) => !(name in messages.dashboard.tiles))).toEqual([]);
  });
});
