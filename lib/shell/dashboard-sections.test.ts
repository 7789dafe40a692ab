import { energypool } from '@/brands/energypool';
import { fuelmarket } from '@/brands/fuelmarket';
import { advertsFor, dashboardSections } from './dashboard-sections';

const flags = (change: Partial<typeof fuelmarket.flags>) => ({ ...fuelmarket.flags, ...change });

describe('dashboardSections', () => {
  it('shows the table of incomplete orders only where the brand does not hide it', () => {
    expect(dashboardSections('SELLER', flags({ hideIncompleteOrderTable: false }), 0)).toContain('incompleteOrders');
    expect(dashboardSections('SELLER', flags({ hideIncompleteOrderTable: true }), 0)).not.toContain('incompleteOrders');
    expect(dashboardSections('BUYER', energypool.flags, 0)).toContain('incompleteOrders');
    expect(dashboardSections('BUYER', fuelmarket.flags, 0)).not.toContain('incompleteOrders');
  });

  it('shows advertisements only with the flag on and adverts to show', () => {
    expect(dashboardSections('BUYER', flags({ advertisements: true }), 2)).toContain('adverts');
    expect(dashboardSections('BUYER', flags({ advertisements: false }), 2)).not.toContain('adverts');
    expect(dashboardSections('BUYER', flags({ advertisements: true }), 0)).not.toContain('adverts');
  });

  it('shows the operator none of the trading panels', () => {
    expect(dashboardSections('OPERATOR', flags({ hideIncompleteOrderTable: false, advertisements: true }), 2)).toEqual([]);
  });
});

describe('advertsFor', () => {
  const viewer = (accountType: 'BUYER' | 'SELLER' | 'ADMIN') => ({ accountType, roles: [], features: [], gtcAccepted: true });
  const hrefs = (accountType: 'BUYER' | 'SELLER' | 'ADMIN', brandFlags = fuelmarket.flags) =>
    advertsFor(viewer(accountType), brandFlags, fuelmarket.adverts).map((a) => a.href);

  it('shows a buyer the adverts of the buyer’s pages: the market and the price alert', () => {
    expect(hrefs('BUYER')).toEqual(['/handelsplatz', '/preisalarm']);
  });

  it('shows a seller and a company admin no advert that links to a buyer-only page, so no adverts panel', () => {
    expect(hrefs('SELLER')).toEqual([]);
    expect(hrefs('ADMIN')).toEqual([]);
    expect(dashboardSections('SELLER', flags({ advertisements: true }), hrefs('SELLER').length)).not.toContain('adverts');
  });

  it('leaves out an advert for a page the brand does not have', () => {
    expect(hrefs('BUYER', flags({ priceAlert: false }))).toEqual(['/handelsplatz']);
  });

  it('keeps an advert for a page everyone may open, its query aside', () => {
    const contact = [{ title: 'Kontakt', text: 'Schreiben Sie uns.', href: '/kontakt?thema=additive' }];
    expect(advertsFor(viewer('SELLER'), fuelmarket.flags, contact)).toEqual(contact);
  });
});
