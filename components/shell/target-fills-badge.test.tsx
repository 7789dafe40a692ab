/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { energypool } from '@/brands/energypool';
import { fuelmarket } from '@/brands/fuelmarket';
import { ROLES } from '@/lib/access/routes';
import { buildMenu } from '@/lib/shell/menu';
import de from '@/messages/de.json';
import { changeBadge } from './badge-events';
import { MainMenu } from './main-menu';
import { useMenuBadges } from './use-menu-badges';

/** The menu badge of target-order fills nobody of the buyer's company has seen yet (design 13). */
const realFetch = global.fetch;
let unseen: number | 'fails' = 0;
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
  global.fetch = jest.fn(async (path: string) => {
    const fills = path === '/api/target-orders/fills/unseen/count';
    if (fills && unseen === 'fails') return { ok: false, status: 500, text: async () => '{}' };
    return { ok: true, status: 200, text: async () => JSON.stringify(fills ? { count: unseen } : { relationships: [] }) };
  }) as unknown as typeof fetch;
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
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <Shell brandFlags={brandFlags} />
    </NextIntlClientProvider>,
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

test('a count that cannot be loaded shows no badge', async () => {
  unseen = 'fails';
  renderShell(fuelmarket.flags);
  await within(menu()).findByRole('link', { name: /Preisalarm/ });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(within(menu()).queryByLabelText(/neu$/)).not.toBeInTheDocument();
});

/** The market stream of the component tests' DOM, which has none: the test sends its events. */
class FakeEventSource {
  static current: FakeEventSource | null = null;
  private listeners = new Map<string, (() => void)[]>();
  constructor() {
    FakeEventSource.current = this;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  close() {}
}

test('a fill pushed by the market stream reads the count again', async () => {
  Object.assign(global, { EventSource: FakeEventSource });
  try {
    unseen = 1;
    renderShell(fuelmarket.flags);
    await linkBadge('1 neu');
    unseen = 3;
    act(() => FakeEventSource.current?.send('fill'));
    expect(await linkBadge('3 neu')).toBeDefined();
  } finally {
    Object.assign(global, { EventSource: undefined });
  }
});

test('a count a screen received (fills marked seen) shows without a call, and a stale one is read again', async () => {
  unseen = 2;
  renderShell(fuelmarket.flags);
  await linkBadge('2 neu');
  const calls = (global.fetch as jest.Mock).mock.calls.length;
  act(() => changeBadge({ kind: 'targetFills', count: 1 }));
  expect(await linkBadge('1 neu')).toBeDefined();
  expect(global.fetch).toHaveBeenCalledTimes(calls);
  unseen = 4;
  act(() => changeBadge({ kind: 'targetFills' }));
  expect(await linkBadge('4 neu')).toBeDefined();
});
