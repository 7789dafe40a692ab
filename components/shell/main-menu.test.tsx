/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { fuelmarket } from '@/brands/fuelmarket';
import { ROLES } from '@/lib/access/routes';
import { buildMenu } from '@/lib/shell/menu';
import de from '@/messages/de.json';
import { MainMenu } from './main-menu';

// jsdom lays nothing out: the widths are faked per element, and the observer is fired by hand.
let menuWidth = 2000;
const ENTRY_WIDTH = 120;
const MORE_WIDTH = 80;
const observers: { fire: () => void }[] = [];

beforeAll(() => {
  global.ResizeObserver = class {
    private readonly callback: ResizeObserverCallback;
    constructor(callback: ResizeObserverCallback) {
      this.callback = callback;
      observers.push(this);
    }
    fire() {
      this.callback([], this);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const width = this.tagName === 'NAV' ? menuWidth : this.textContent?.startsWith('Mehr') ? MORE_WIDTH : ENTRY_WIDTH;
    return { width } as DOMRect;
  });
});

function resizeTo(width: number) {
  menuWidth = width;
  act(() => observers.forEach((observer) => observer.fire()));
}

// The seller's menu of the first brand: nine entries, two with badges.
const sellerMenu = buildMenu(
  { accountType: 'SELLER', roles: [ROLES.relationships, ROLES.childAccounts], features: ['triggers'], gtcAccepted: true },
  fuelmarket.flags,
);

function renderMenu(pathname = '/') {
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <MainMenu menu={sellerMenu} counts={{ newRelationships: 3, incompleteOrders: 2, targetFills: null }} pathname={pathname} />
    </NextIntlClientProvider>,
  );
}

const menu = () => screen.getByRole('navigation', { name: 'Hauptmenü' });
const moreButton = () => within(menu()).getByRole('button', { name: 'Mehr' });
const headerLinks = () =>
  within(menu())
    .queryAllByRole('link')
    .filter((link) => !link.closest('ul'))
    .map((link) => link.getAttribute('data-menu'));

afterEach(() => (observers.length = 0));

it('names the seller menu this test measures', () => {
  expect(sellerMenu.map((e) => e.name)).toEqual([
    'dashboard',
    'orders',
    'reports',
    'news',
    'offerManagement',
    'pricingEngine',
    'buyerManagement',
    'contracts',
    'childAccounts',
  ]);
});

it('shows every entry and no "Mehr" when the menu fits', () => {
  renderMenu();
  resizeTo(9 * ENTRY_WIDTH);
  expect(headerLinks()).toHaveLength(9);
  expect(within(menu()).queryByRole('button', { name: 'Mehr' })).not.toBeInTheDocument();
});

it('moves the entries that do not fit, from the end, into "Mehr" and back when the window widens', async () => {
  renderMenu();
  // 5 entries (600) would fit in 660 px, but not beside "Mehr" (80): 4 stay.
  resizeTo(660);
  expect(headerLinks()).toEqual(['dashboard', 'orders', 'reports', 'news']);
  expect(moreButton()).toHaveAttribute('aria-expanded', 'false');

  await userEvent.click(moreButton());
  expect(moreButton()).toHaveAttribute('aria-expanded', 'true');
  const list = within(menu()).getByRole('list');
  expect(
    within(list)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Meine Angebote', 'Preis-Engine', 'Meine Käufer3', 'Verträge', 'Aviaten']);
  expect(within(list).getByRole('link', { name: /Meine Käufer/ })).toHaveAttribute('href', '/kaufer-management');

  resizeTo(450);
  expect(headerLinks()).toEqual(['dashboard', 'orders', 'reports']);

  resizeTo(2000);
  expect(headerLinks()).toHaveLength(9);
  expect(within(menu()).queryByRole('button', { name: 'Mehr' })).not.toBeInTheDocument();
});

it('opens with the arrow key, moves through its entries, and closes with Escape giving the focus back', async () => {
  renderMenu();
  resizeTo(700);
  moreButton().focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(moreButton()).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Preis-Engine' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('link', { name: /Meine Käufer/ })).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}{ArrowUp}');
  expect(screen.getByRole('link', { name: 'Aviaten' })).toHaveFocus();

  await userEvent.keyboard('{Escape}');
  expect(within(menu()).queryByRole('list')).not.toBeInTheDocument();
  expect(moreButton()).toHaveAttribute('aria-expanded', 'false');
  expect(moreButton()).toHaveFocus();
});

it('marks "Mehr" when the current page is in it, and closes it when an entry is followed', async () => {
  renderMenu('/verträge-management');
  resizeTo(700);
  expect(moreButton().className).toMatch(/active/);
  await userEvent.click(moreButton());
  const contracts = screen.getByRole('link', { name: 'Verträge' });
  expect(contracts).toHaveAttribute('aria-current', 'page');
  contracts.addEventListener('click', (e) => e.preventDefault());
  await userEvent.click(contracts);
  expect(moreButton()).toHaveAttribute('aria-expanded', 'false');
});
