import { energypool } from '@/brands/energypool';
import { fuelmarket } from '@/brands/fuelmarket';
import { dashboardSections } from './dashboard-sections';

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
