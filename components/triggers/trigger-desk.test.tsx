/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import { renderScreen } from '@/tests/helpers/render-screen';
import { ApiError } from '@/lib/api/fetch-client';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { emitMarketWindowReload } from '@/components/market/market-window-events';
import { BuyerContracts } from './buyer-contracts';
import { ContractForm } from './contract-form';
import { TriggerCheckout } from './trigger-checkout';
import { TriggerDesk } from './trigger-desk';
import { TriggerOrders } from './trigger-orders';
import type { TriggerContractDto } from './use-triggers';

/** The trigger desk's screens against answers of the calls: a changed price asks again, refusals show their text, the buttons follow the right to act. */
const calls: { path: string; body?: Record<string, unknown> }[] = [];
let answer: (path: string, body?: Record<string, unknown>) => Promise<unknown>;
jest.mock('@/lib/api/fetch-client', () => ({
  ...jest.requireActual('@/lib/api/fetch-client'),
  apiFetch: (path: string, init?: { body?: Record<string, unknown> }) => {
    calls.push({ path, body: init?.body });
    return answer(path, init?.body);
  },
}));

beforeEach(() => (calls.length = 0));

const contract = {
  _id: 7,
  ekkNumber: 'EKK-7',
  // The month of today in Berlin, so the checkout offers its same-day lifting period whenever the test runs.
  month: DateTime.now().setZone('Europe/Berlin').toFormat('yyyy-MM'),
  seller: { id: 2, name: 'Nordsee Mineralöl AG' },
  buyer: { id: 3, name: 'Heizöl Müller GmbH' },
  terminal: { id: 1, name: 'Hamburg Süd' },
  products: [{ id: 11, name: 'Diesel B7', percent: '100', price: '91.15' }],
  bundle: false,
  monthlyVolume: '100',
  flexibility: '0',
  orderMin: '1',
  orderMax: '50',
  triggered: '0',
  remaining: '100',
  triggerTimes: { weekdays: [1, 2, 3, 4, 5], from: '08:00', to: '18:00' },
  dailyCount: 3,
  triggersLeftToday: 3,
  pendingOrders: 0,
  priceBasis: { iceMonth: 0, premium: '1.5', premiumUnit: 'EUR/100L15', conversionFactor: null },
  comment: '',
  version: 1,
  canTrigger: true,
  blockedBy: null,
  blockedData: null,
} as TriggerContractDto;

/** "Heute" lies within this month on every day of it; "In drei Monaten" never does. */
const METADATA = {
  liftingPeriods: [
    { id: 4, name: 'Heute', startDays: 0, endDays: 0 },
    { id: 5, name: 'In drei Monaten', startDays: 90, endDays: 97 },
  ],
  regions: [],
  fuels: [{ id: 11, name: 'Diesel B7' }],
  vat: '19',
};

function show(ui: ReactNode) {
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(fuelmarket)}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>
      </BrandProvider>
    </NextIntlClientProvider>,
  );
}

/** Fills the checkout with 10 cbm in the first lifting period, both boxes ticked, and triggers. */
async function triggerTen() {
  fireEvent.change(screen.getByLabelText('Menge (cbm)'), { target: { value: '10' } });
  await screen.findByRole('option', { name: 'Heute' });
  fireEvent.change(screen.getByLabelText('Abholzeitraum'), { target: { value: '4' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /Geschäftsbedingungen/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /Buchung geprüft/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Triggern' }));
}

test('checkout: sends the window and prices shown; a changed price refuses with the new one, which is shown and triggered on request', async () => {
  answer = (path, body) => {
    if (path === '/api/generic/metadata') return Promise.resolve(METADATA);
    if (body?.windowId === 5) {
      return Promise.reject(
        new ApiError(409, { code: 'conflict', message: 'trigger_price_changed', data: { windowId: 6, prices: [{ productId: 11, price: '92.40' }] } }),
      );
    }
    return Promise.resolve({
      _id: 1,
      orderId: 'FM-T-0000001',
      status: 'PENDING',
      windowId: 6,
      liftingPeriod: 'Prompt (1–3 Tage)',
      liftingStart: '2026-11-24',
      liftingEnd: '2026-11-27',
      items: [{ productId: 11, quantity: '10', price: '92.4', breakdown: [] }],
    });
  };
  show(<TriggerCheckout contract={contract} windowId={5} onClose={() => undefined} />);
  expect(screen.getByTestId('checkout-price')).toHaveTextContent('Trigger-Preis: Diesel B7 91,15 EUR/100L15');
  await triggerTen();

  expect(await screen.findByRole('alert')).toHaveTextContent(de.errors.trigger_price_changed);
  expect(screen.getByTestId('checkout-price')).toHaveTextContent('Neuer Trigger-Preis: Diesel B7 92,40 EUR/100L15');
  fireEvent.click(screen.getByRole('button', { name: 'Zum neuen Preis triggern' }));
  expect(await screen.findByTestId('trigger-fixed-price')).toHaveTextContent('92,40 EUR/100L15');
  expect(screen.getByTestId('trigger-lifting')).toHaveTextContent('Abholzeitraum: Prompt (1–3 Tage), 24.11.2026 – 27.11.2026');
  const posts = calls.filter((c) => c.path === '/api/triggers/orders').map((c) => [c.body?.windowId, c.body?.prices]);
  expect(posts).toEqual([
    [5, [{ productId: 11, price: '91.15' }]],
    [6, [{ productId: 11, price: '92.40' }]],
  ]);
});

test('checkout: before "Triggern" it names product, volume and price, and the amounts net, VAT and gross; "Abbrechen" closes it', async () => {
  answer = (path) => (path === '/api/generic/metadata' ? Promise.resolve(METADATA) : new Promise(() => undefined));
  const onClose = jest.fn();
  show(<TriggerCheckout contract={contract} windowId={5} onClose={onClose} />);
  await screen.findByRole('option', { name: 'Heute' });
  expect(screen.queryByTestId('trigger-summary')).toBeNull();
  fireEvent.change(screen.getByLabelText('Menge (cbm)'), { target: { value: '10' } });
  const summary = screen.getByRole('region', { name: de.triggers.summary });
  expect(within(summary).getByRole('listitem')).toHaveTextContent('Diesel B710 cbm91,15 EUR/100L15');
  const amounts = [...within(summary).getByTestId('amounts').children].map((c) => c.textContent?.replace(/\u00a0/g, ' '));
  expect(amounts).toEqual(['Netto', '9.115,00 €', 'MwSt. (19 %)', '1.731,85 €', 'Brutto', '10.846,85 €']);
  expect(screen.getByRole('button', { name: 'Triggern' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
  expect(onClose).toHaveBeenCalled();
});

test('checkout: offers only the lifting periods that lie within the contract month, and says so when none does', async () => {
  answer = (path) => (path === '/api/generic/metadata' ? Promise.resolve(METADATA) : new Promise(() => undefined));
  show(<TriggerCheckout contract={contract} windowId={5} onClose={() => undefined} />);
  await screen.findByRole('option', { name: 'Heute' });
  expect(within(screen.getByLabelText('Abholzeitraum')).queryByRole('option', { name: 'In drei Monaten' })).toBeNull();
  expect(screen.queryByTestId('no-lifting-period')).toBeNull();
  cleanup();
  show(<TriggerCheckout contract={{ ...contract, month: '2020-01' }} windowId={5} onClose={() => undefined} />);
  expect(await screen.findByTestId('no-lifting-period')).toHaveTextContent(de.errors.trigger_invalid_lifting_period);
  expect(
    within(screen.getByLabelText('Abholzeitraum'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Bitte wählen']);
});

test('checkout: a trigger refused outside the trigger times names the days', async () => {
  answer = (path) =>
    path === '/api/generic/metadata'
      ? Promise.resolve(METADATA)
      : Promise.reject(new ApiError(422, { code: 'trading', message: 'trigger_outside_times', data: { from: '22:00', to: '06:00', weekdays: [1, 3, 4, 5] } }));
  show(<TriggerCheckout contract={contract} windowId={5} onClose={() => undefined} />);
  await triggerTen();
  expect(await screen.findByRole('alert')).toHaveTextContent('Außerhalb der Trigger-Zeiten (Mo, Mi–Fr 22:00–06:00 Uhr).');
});

test('checkout: after a lost answer the next click sends the same idempotency key, so the trigger is not booked twice', async () => {
  let posts = 0;
  answer = (path) => {
    if (path === '/api/generic/metadata') return Promise.resolve(METADATA);
    posts += 1;
    return posts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : new Promise(() => undefined);
  };
  show(<TriggerCheckout contract={contract} windowId={5} onClose={() => undefined} />);
  await triggerTen();
  await screen.findByRole('alert');
  fireEvent.click(screen.getByRole('button', { name: 'Triggern' }));
  await waitFor(() => expect(posts).toBe(2));
  const [first, second] = calls.filter((c) => c.path === '/api/triggers/orders').map((c) => c.body?.idempotencyKey);
  expect(first).toEqual(expect.any(String));
  expect(second).toBe(first);
});

test('checkout: the volumes of a refusal read in the reader’s number format', async () => {
  answer = (path) =>
    path === '/api/generic/metadata'
      ? Promise.resolve(METADATA)
      : Promise.reject(new ApiError(422, { code: 'trading', message: 'trigger_volume_out_of_range', data: { min: '10', max: '1000.5' } }));
  show(<TriggerCheckout contract={contract} windowId={5} onClose={() => undefined} />);
  await triggerTen();
  expect(await screen.findByRole('alert')).toHaveTextContent('Die Menge muss zwischen 10 und 1.000,5 cbm liegen.');
});

describe('buyer contracts', () => {
  const listed = (price: string) => ({
    windowId: 5,
    contracts: [
      {
        ...contract,
        products: [{ ...contract.products[0], price }],
        monthlyVolume: '1000',
        flexibility: '10',
        remaining: '29.5',
        triggered: '1070.5',
        canTrigger: false,
        blockedBy: 'trigger_monthly_volume_used_up',
        blockedData: { available: '29.5' },
      },
    ],
  });

  test('numbers in the reader’s format, what the month allows with its flexibility, and the disabled button with its reason', async () => {
    answer = () => Promise.resolve(listed('1234.5'));
    show(<BuyerContracts />);
    const card = await screen.findByTestId('trigger-contract');
    expect(within(card).getByTestId('trigger-price')).toHaveTextContent('1.234,50 EUR/100L15');
    expect(card).toHaveTextContent('Noch 29,5 von 1.100 cbm (1.000 cbm + 10 % Flexibilität)');
    expect(within(card).getByRole('button', { name: 'Triggern' })).toBeDisabled();
    expect(within(card).getByTestId('trigger-blocked')).toHaveTextContent('Die Monatsmenge ist ausgeschöpft (noch 29,5 cbm).');
  });

  test('the card shows the terms agreed: terminal, volume per trigger, price basis and comment', async () => {
    answer = () =>
      Promise.resolve({
        windowId: 5,
        contracts: [
          { ...contract, orderMin: '2.5', orderMax: '1500', comment: 'Abruf nur werktags' },
          {
            ...contract,
            _id: 8,
            comment: '',
            priceBasis: { iceMonth: 1, premium: '-12.125', premiumUnit: 'USD/METRIC_TONNE', conversionFactor: '0.755' },
          },
        ],
      });
    show(<BuyerContracts />);
    const [first, second] = await screen.findAllByTestId('trigger-contract');
    const terms = (card: HTMLElement) => Object.fromEntries([...card.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(terms(first)).toEqual({
      Terminal: 'Hamburg Süd',
      'Menge je Trigger': '2,5–1.500 cbm',
      Preisbasis: 'ICE M00 + 1,50 EUR/100L15',
      Kommentar: 'Abruf nur werktags',
    });
    expect(terms(second)).toEqual({
      Terminal: 'Hamburg Süd',
      'Menge je Trigger': '1–50 cbm',
      Preisbasis: 'ICE M01 − 12,125 USD/mt (0,755 t je cbm)',
    });
  });

  test.each([
    ['no_purchase_right', 'Ihnen fehlt das Einkaufsrecht.'],
    ['not_released', 'Ihr Unternehmen ist noch nicht für den Handel freigeschaltet.'],
    ['purchasing_disabled', 'Der Einkauf ist auf der Plattform derzeit deaktiviert.'],
    ['link_interrupted', 'Die Verbindung zum Verkäufer ist unterbrochen'],
    ['seller_blocked', 'Der Verkäufer ist vom Betreiber nicht für den Handel freigegeben.'],
    ['market_limited', 'Der Markt ist eingeschränkt'],
  ])('trading not permitted because of %s: the disabled button says that cause only', async (reason, text) => {
    answer = () =>
      Promise.resolve({
        windowId: 5,
        contracts: [{ ...contract, canTrigger: false, blockedBy: 'trigger_trading_not_permitted', blockedData: { reason } }],
      });
    show(<BuyerContracts />);
    const card = await screen.findByTestId('trigger-contract');
    expect(within(card).getByRole('button', { name: 'Triggern' })).toBeDisabled();
    const blocked = within(card).getByTestId('trigger-blocked');
    expect(blocked).toHaveTextContent(`Triggern ist gerade nicht möglich: ${text}`);
    expect(blocked).not.toHaveTextContent(' oder ');
  });

  test('outside the trigger times: the card and its disabled button name the trigger days, consecutive ones as a run', async () => {
    answer = () =>
      Promise.resolve({
        windowId: 5,
        contracts: [
          {
            ...contract,
            canTrigger: false,
            blockedBy: 'trigger_outside_times',
            blockedData: { from: '08:00', to: '18:00', weekdays: [1, 2, 3, 4, 5] },
          },
        ],
      });
    show(<BuyerContracts />);
    const card = await screen.findByTestId('trigger-contract');
    expect(card).toHaveTextContent('Trigger-Zeiten Mo–Fr 08:00–18:00 Uhr');
    expect(within(card).getByTestId('trigger-blocked')).toHaveTextContent('Außerhalb der Trigger-Zeiten (Mo–Fr 08:00–18:00 Uhr).');
  });

  test('each cause of “trading not permitted” has a German and an English text of its own', () => {
    const reasons = ['no_purchase_right', 'not_released', 'purchasing_disabled', 'link_interrupted', 'seller_blocked', 'market_limited'];
    for (const [locale, messages] of [
      ['de', de],
      ['en', en],
    ] as const) {
      const te = createTranslator({ locale, messages, namespace: 'errors' });
      const texts = reasons.map((reason) => te('trigger_trading_not_permitted', { reason }));
      const fallback = te('trigger_trading_not_permitted', { reason: 'unknown' });
      expect(new Set([...texts, fallback]).size).toBe(reasons.length + 1);
    }
  });

  test('a new market window reloads the trigger prices', async () => {
    let reads = 0;
    answer = () => Promise.resolve(listed(++reads === 1 ? '91.15' : '92.4'));
    show(<BuyerContracts />);
    expect(await screen.findByTestId('trigger-price')).toHaveTextContent('91,15 EUR/100L15');
    act(() => emitMarketWindowReload(6));
    await waitFor(() => expect(screen.getByTestId('trigger-price')).toHaveTextContent('92,40 EUR/100L15'));
  });
});

test('contract form: numbers are typed the German way and sent as decimals; an edit shows them so; units read as labels', async () => {
  answer = (path) => Promise.resolve(path === '/api/relationships/buyer' ? { relationships: [] } : path === '/api/generic/metadata' ? METADATA : {});
  renderScreen(<ContractForm onClose={() => undefined} />);
  expect(
    within(screen.getByLabelText('Einheit des Aufschlags'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Bitte wählen', 'EUR/100L15', 'EUR/cbm', 'USD/mt']);
  fireEvent.change(screen.getByLabelText('Monatsmenge (cbm)'), { target: { value: '1.000' } });
  fireEvent.change(screen.getByLabelText('Aufschlag'), { target: { value: '-1,25' } });
  fireEvent.change(await screen.findByLabelText('Diesel B7 (%)'), { target: { value: '100' } });
  fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(calls.some((c) => c.path === '/api/triggers/contracts')).toBe(true));
  expect(calls.find((c) => c.path === '/api/triggers/contracts')?.body).toMatchObject({
    monthlyVolume: '1000',
    premium: '-1.25',
    flexibility: '0',
    dailyCount: 3,
    products: [{ productId: 11, percent: '100' }],
  });
  expect(await screen.findByTestId('notice-saved')).toHaveTextContent(/^Kontrakt .*gespeichert\./);
  cleanup();
  renderScreen(
    <ContractForm contract={{ ...contract, monthlyVolume: '1200.5', priceBasis: { ...contract.priceBasis, premium: '2.4' } }} onClose={() => undefined} />,
  );
  expect(screen.getByLabelText('Monatsmenge (cbm)')).toHaveValue('1.200,500');
  expect(screen.getByLabelText('Aufschlag')).toHaveValue('2,4000');
});

test('contract form: an edit refused because of another edit meanwhile says so', async () => {
  answer = (path) =>
    path.startsWith('/api/triggers/contracts/')
      ? Promise.reject(new ApiError(409, { code: 'conflict', message: 'contract_edited_elsewhere', data: { version: 2 } }))
      : Promise.resolve(path === '/api/relationships/buyer' ? { relationships: [] } : METADATA);
  renderScreen(<ContractForm contract={contract} onClose={() => undefined} />);
  expect(screen.getByLabelText('Käufer')).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  // In the form (a modal), not as a notice behind it.
  expect(await screen.findByText(de.errors.contract_edited_elsewhere)).toHaveAttribute('role', 'alert');
  expect(screen.queryByTestId('notice-saved')).toBeNull();
});

describe('trigger orders', () => {
  const orders = {
    orders: [
      {
        _id: 1,
        orderId: 'FM-T-0000001',
        created: '2026-11-24T09:00:00.000Z',
        orderStatus: 'PENDING',
        contract: { id: 7, ekkNumber: 'EKK-7', month: '2026-12' },
        buyer: { id: 3, name: 'Heizöl Müller GmbH' },
        seller: { id: 2, name: 'Nordsee Mineralöl AG' },
        volume: '10.000',
        liftingPeriod: 'Prompt (1–3 Tage)',
        liftingStart: '2026-12-01',
        liftingEnd: '2026-12-04',
        pickupStart: '2026-12-02',
        items: [{ product: { id: 11, name: 'Diesel B7' }, quantity: '10.000', price: '91.1500' }],
      },
    ],
    metadata: { total: 1, pageCount: 1, vatRate: '19.00' },
    filterOptions: {
      orderIds: ['FM-T-0000001'],
      products: [{ id: 11, name: 'Diesel B7' }],
      terminals: [{ id: 21, name: 'Hamburg Hafen' }],
      buyers: [{ id: 3, name: 'Heizöl Müller GmbH' }],
      sellers: [{ id: 2, name: 'Nordsee Mineralöl AG' }],
      status: ['PENDING'],
      createdDates: { minDate: null, maxDate: null },
      volumes: { minQuantity: null, maxQuantity: null },
    },
  };

  test('a seller user who may act confirms; a failed confirm shows its text', async () => {
    answer = (path) =>
      path.endsWith('/confirm') ? Promise.reject(new ApiError(409, { code: 'conflict', message: 'trigger_already_decided' })) : Promise.resolve(orders);
    renderScreen(<TriggerOrders viewer="SELLER" canAct />);
    const row = await screen.findByTestId('trigger-order');
    expect(within(row).getByTestId('trigger-order-lifting')).toHaveTextContent('Prompt (1–3 Tage), 01.12.2026 – 04.12.2026 · Abholbeginn 02.12.2026');
    fireEvent.click(within(row).getByRole('button', { name: 'Bestätigen' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: de.triggers.confirmOrderTitle })).getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByTestId('notice-failed')).toHaveTextContent(de.errors.trigger_already_decided);
  });

  test('without the right to act there is no confirm or cancel; the product filter asks for the product', async () => {
    answer = () => Promise.resolve(orders);
    renderScreen(<TriggerOrders viewer="SELLER" canAct={false} />);
    const row = await screen.findByTestId('trigger-order');
    expect(within(row).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Diesel B7' }));
    await screen.findAllByTestId('trigger-order');
    expect(calls.at(-1)?.path).toContain('productList=11');
  });

  test.each([
    ['BUYER', 'Nordsee Mineralöl AG', 'sellerList=2'],
    ['SELLER', 'Heizöl Müller GmbH', 'buyerList=3'],
  ] as const)('the %s filters by terminal, counterparty and volume range as spot orders do', async (viewer, counterparty, param) => {
    answer = () => Promise.resolve(orders);
    renderScreen(<TriggerOrders viewer={viewer} canAct={false} />);
    await screen.findByTestId('trigger-order');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hamburg Hafen' }));
    fireEvent.click(screen.getByRole('checkbox', { name: counterparty }));
    fireEvent.change(screen.getByLabelText('Menge von'), { target: { value: '1.000,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anwenden' }));
    await waitFor(() => expect(calls.at(-1)?.path).toContain('orderQuantityMin=1000.5'));
    expect(calls.at(-1)?.path).toContain('terminalList=21');
    expect(calls.at(-1)?.path).toContain(param);
  });

  test('the buyer’s desk shows its trigger history, every status', async () => {
    const confirmed = { ...orders, orders: [{ ...orders.orders[0], orderStatus: 'CONFIRMED' }] };
    answer = (path) => Promise.resolve(path === '/api/triggers/contracts' ? { windowId: 5, contracts: [] } : confirmed);
    renderScreen(<TriggerDesk title="Kontrakte" viewer="BUYER" canAct={false} />);
    const history = await screen.findByTestId('trigger-orders');
    expect(screen.getByRole('heading', { name: 'Trigger-Historie' })).toBeInTheDocument();
    expect(await within(history).findByTestId('trigger-order')).toHaveTextContent('Bestätigt');
    expect(calls.find((c) => c.path.startsWith('/api/triggers/orders?'))?.path).not.toContain('orderStatusList');
  });

  test('the seller’s desk counts the waiting orders from the list of them, and shows the history below', async () => {
    // The contracts' own count is stale (0); the list of waiting orders holds 4 over its pages.
    const waiting = { ...orders, metadata: { total: 4, pageCount: 1, vatRate: '19.00' } };
    answer = (path) => Promise.resolve(path === '/api/triggers/contracts' ? { windowId: null, contracts: [{ ...contract, pendingOrders: 0 }] } : waiting);
    renderScreen(<TriggerDesk title="Kontrakte" viewer="SELLER" canAct />);
    expect(await screen.findByTestId('trigger-badge')).toHaveTextContent('4');
    expect(within(screen.getByTestId('trigger-pending')).getByRole('heading')).toHaveTextContent('Trigger-Bestellungen zu bestätigen 4');
    expect(await within(screen.getByTestId('trigger-orders')).findByTestId('trigger-order')).toBeInTheDocument();
  });
});
