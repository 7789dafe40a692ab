/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { energypool } from '@/brands/energypool';
import { fuelmarket } from '@/brands/fuelmarket';
import { ROLES } from '@/lib/access/routes';
import { buildMenu } from '@/lib/shell/menu';
import de from '@/messages/de.json';
import { MainMenu } from './main-menu';
import { useMenuBadges } from './use-menu-badges';

/** The menu badge of target-order fills nobody of the buyer's company has seen yet (design 13). */
const realFetch = global.fetch;
let unseen = 0;
beforeAll(() => {
  // jsdom lays nothing out: every entry fits.
  global.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ width: 10 }) as DOMRect);
});
beforeEach(() => {
  global.fetch = jest.fn(async (path: string) => ({
    ok: true,
    status: 200,
    text: async () => JSON.stringify(path === '/api/target-orders/fills/unseen/count' ? { count: unseen } : { relationships: [] }),
  })) as unknown as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});

const buyer = { accountType: 'BUYER' as const, roles: [ROLES.purchase], features: [], gtcAccepted: true };

function Shell({ brandFlags }: { brandFlags: typeof fuelmarket.flags }) {
  const menu = buildMenu(buyer, brandFlags);
  return <MainMenu menu={menu} counts={useMenuBadges(menu)} pathname="/" />;
}

function renderShell(brandFlags: typeof fuelmarket.flags) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
        <Shell brandFlags={brandFlags} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

const menu = () => screen.getByRole('navigation', { name: 'Hauptmenü' });
/** The badge of the entry's link (the menu also keeps an unlinked copy of its entries to measure them). */
const linkBadge = async (label: string) => (await within(menu()).findAllByLabelText(label)).find((badge) => badge.closest('a'));

test('the price alerts entry, which holds the target orders as a tab, counts the unseen fills', async () => {
  unseen = 2;
  renderShell(fuelmarket.flags);
  const badge = await linkBadge('2 neu');
  expect(badge?.closest('a')).toHaveAttribute('href', '/preisalarm');
  expect(global.fetch).toHaveBeenCalledWith('/api/target-orders/fills/unseen/count', expect.anything());
});

test('where the brand has no price alerts the target orders entry carries it', async () => {
  unseen = 1;
  renderShell(energypool.flags);
  const badge = await linkBadge('1 neu');
  expect(badge?.closest('a')).toHaveAttribute('href', '/preiswunsch');
});

test('no badge while every fill has been seen', async () => {
  unseen = 0;
  renderShell(fuelmarket.flags);
  await within(menu()).findByRole('link', { name: /Preisalarm/ });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(within(menu()).queryByLabelText(/neu$/)).not.toBeInTheDocument();
});
