/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import { FakeEventSource, installFakeEventSource, uninstallFakeEventSource } from '@/tests/helpers/fake-event-source';
import { BasketModal } from './basket-modal';
import { BASKET_REFRESH_MS } from './use-basket';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));

const basket = (limits: { min: string; max: string; available: string }, agreedPaymentTermId: number | null, item: object = {}) => ({
  _id: '7f0c2c1e-0000-4000-8000-000000000001',
  status: 'OPEN',
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  currentTime: new Date().toISOString(),
  items: [
    {
      _id: 1,
      offerId: 2,
      product: { id: 1, name: 'Diesel B7', type: 'FUEL', unit: 'cbm' },
      terminal: { id: 1, name: 'Duisburg' },
      sellerName: 'Nordöl GmbH',
      minimumOrderQuantity: limits.min,
      maximumOrderQuantity: limits.max,
      available: limits.available,
      quantity: '10',
      unitCount: null,
      reservedPrice: '95.40',
      paymentTermId: agreedPaymentTermId,
      agreedPaymentTermId,
      containers: null,
      liftingPeriodId: null,
      deliveryLocationId: null,
      ...item,
    },
  ],
});

let answer: ReturnType<typeof basket>;
/** The changes the basket sent (PUT of an item). */
const mockPuts: { path: string; body: unknown }[] = [];
/** How often the basket was read. */
const mockBasketReads = { count: 0 };
jest.mock('@/lib/api/fetch-client', () => {
  const actual = jest.requireActual('@/lib/api/fetch-client');
  return {
    ...actual,
    apiFetch: (path: string, init?: { method?: string; body?: unknown }) =>
      init?.method === 'PUT'
        ? (mockPuts.push({ path, body: init.body }), Promise.resolve({}))
        : // The operator changed the shareholder's price adjustment after the price was reserved.
          path.endsWith('/checkout')
          ? Promise.reject(new actual.ApiError(422, { code: 'trading', message: 'reservation_expired' }))
          : Promise.resolve(
              path.startsWith('/api/baskets/')
                ? (mockBasketReads.count++, answer)
                : {
                    deliveryAddresses: [],
                    liftingPeriods: [{ id: 3, code: 'WEEK', name: 'Laufende Woche' }],
                    paymentTerms: [
                      { id: 1, code: 'P0', name: 'Sofort', days: 0 },
                      { id: 2, code: 'P14', name: '14 Tage', days: 14 },
                    ],
                    vat: '19',
                  },
            ),
  };
});

function setup(limits = { min: '5', max: '60', available: '40' }, agreedPaymentTermId: number | null = null, item: object = {}) {
  answer = basket(limits, agreedPaymentTermId, item);
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(fuelmarket)}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <BasketModal basketId={answer._id} basePath="/handelsplatz/warenkorb" backHref="/handelsplatz" />
        </QueryClientProvider>
      </BrandProvider>
    </NextIntlClientProvider>,
  );
}

const orderButton = () => screen.getByRole('button', { name: 'Verbindlich bestellen' });
const tick = (name: RegExp) => fireEvent.click(screen.getByRole('checkbox', { name }));

describe('basket step 1', () => {
  it('shows the countdown and keeps ordering disabled until both boxes are ticked', async () => {
    setup();
    expect(await screen.findByText(/Preis reserviert noch (9|10):\d\d/)).toBeInTheDocument();
    expect(orderButton()).toBeDisabled();
    // The box's terms are the full terms at /agb, not the help centre's summary.
    expect(screen.getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen' })).toHaveAttribute('href', '/agb');
    tick(/Allgemeinen Geschäftsbedingungen/);
    expect(orderButton()).toBeDisabled();
    tick(/Bestellung geprüft/);
    expect(orderButton()).toBeEnabled();
  });

  it('names both limits, the maximum being what is left, and disables ordering for a quantity outside them', async () => {
    setup();
    const input = (await screen.findByLabelText('Menge (cbm)')) as HTMLInputElement;
    tick(/Allgemeinen Geschäftsbedingungen/);
    tick(/Bestellung geprüft/);
    fireEvent.change(input, { target: { value: '41' } });
    fireEvent.blur(input);
    expect(await screen.findByText('Bitte geben Sie eine Menge zwischen 5 und 40 cbm ein.')).toBeInTheDocument();
    expect(orderButton()).toBeDisabled();
    fireEvent.change(input, { target: { value: '40' } });
    fireEvent.blur(input);
    expect(screen.queryByText(/Bitte geben Sie eine Menge zwischen/)).not.toBeInTheDocument();
    expect(orderButton()).toBeEnabled();
  });

  it('shows the quantity with the market’s decimals, as the market’s field did', async () => {
    setup(undefined, null, { quantity: '12.5' });
    expect(await screen.findByLabelText('Menge (cbm)')).toHaveValue('12,50');
  });

  it('takes the limits from the server answer', async () => {
    setup({ min: '12', max: '20', available: '100' });
    expect(await screen.findByText('Bitte geben Sie eine Menge zwischen 12 und 20 cbm ein.')).toBeInTheDocument();
    expect(orderButton()).toBeDisabled();
  });
});

describe('a reserved price checkout finds stale', () => {
  it('offers a new price before the countdown ran out', async () => {
    setup();
    await screen.findByText(/Preis reserviert noch/);
    expect(screen.queryByRole('button', { name: 'Neuen Preis anfordern' })).not.toBeInTheDocument();
    tick(/Allgemeinen Geschäftsbedingungen/);
    tick(/Bestellung geprüft/);
    fireEvent.click(orderButton());
    expect(await screen.findByText('Die Preisreservierung ist abgelaufen. Bitte fordern Sie einen neuen Preis an.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neuen Preis anfordern' })).toBeEnabled();
  });
});

describe('basket payment term', () => {
  const options = async () => {
    await screen.findByText('14 Tage');
    return [...(screen.getByRole('combobox', { name: 'Zahlungsziel' }) as HTMLSelectElement).options].map((o) => o.text);
  };

  it('offers every term when the seller agreed none, under a "Bitte wählen" that cannot be chosen', async () => {
    setup(undefined, null);
    expect(await options()).toEqual(['Bitte wählen', 'Sofort', '14 Tage']);
    const select = screen.getByRole('combobox', { name: 'Zahlungsziel' }) as HTMLSelectElement;
    expect(select.options[0].disabled).toBe(true);
    expect(select).toBeRequired();
  });

  it('sends the chosen term as its id', async () => {
    setup(undefined, null);
    await options();
    mockPuts.length = 0;
    fireEvent.change(screen.getByRole('combobox', { name: 'Zahlungsziel' }), { target: { value: '2' } });
    await waitFor(() => expect(mockPuts).toEqual([{ path: expect.stringMatching(/\/items\/\d+$/), body: { paymentTermId: 2 } }]));
  });

  it("offers only the seller's agreed term, already chosen", async () => {
    setup(undefined, 2);
    expect(await options()).toEqual(['14 Tage']);
    expect((screen.getByRole('combobox', { name: 'Zahlungsziel' }) as HTMLSelectElement).value).toBe('2');
  });
});

describe('basket collection days', () => {
  const week = { start: '2026-11-23T00:00:00.000Z', end: '2026-11-29T00:00:00.000Z' };

  it('keeps a chosen lifting period choosable and names the days it stands for, which the order keeps', async () => {
    setup(undefined, null, { liftingPeriodId: 3, liftingPeriodRequired: false, collectionRange: week });
    expect(await screen.findByText('Abholung im Zeitraum: 23.11.2026 – 29.11.2026')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Abholzeitraum' })).toHaveValue('3');
  });

  it("shows an offer's own days without a lifting period to choose", async () => {
    setup(undefined, null, { liftingPeriodId: null, liftingPeriodRequired: false, collectionRange: week });
    expect(await screen.findByText('Abholzeitraum: 23.11.2026 – 29.11.2026')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Abholzeitraum/ })).not.toBeInTheDocument();
  });
});

describe('a basket of several items', () => {
  it('lists every item with its own quantity check, and orders only when each is within its limits', async () => {
    setup();
    const [first] = answer.items;
    answer.items = [
      first,
      { ...first, _id: 9, offerId: 5, product: { ...first.product, name: 'Heizöl EL' }, sellerName: 'Südöl AG', minimumOrderQuantity: '1' },
    ];
    cleanup();
    render(
      <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
        <BrandProvider value={publicBrand(fuelmarket)}>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <BasketModal basketId={answer._id} basePath="/handelsplatz/warenkorb" backHref="/handelsplatz" />
          </QueryClientProvider>
        </BrandProvider>
      </NextIntlClientProvider>,
    );
    expect(await screen.findAllByTestId('basket-item')).toHaveLength(2);
    expect(screen.getByText('Südöl AG')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diesel B7 entfernen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Heizöl EL entfernen' })).toBeInTheDocument();
    tick(/Allgemeinen Geschäftsbedingungen/);
    tick(/Bestellung geprüft/);
    expect(orderButton()).toBeEnabled();
    // The second item's quantity out of its range holds the whole basket back.
    const second = screen.getAllByLabelText('Menge (cbm)')[1];
    fireEvent.change(second, { target: { value: '61' } });
    fireEvent.blur(second);
    expect(await screen.findByText('Bitte geben Sie eine Menge zwischen 1 und 40 cbm ein.')).toBeInTheDocument();
    expect(orderButton()).toBeDisabled();
  });

  it('offers no removal of the only item', async () => {
    setup();
    await screen.findAllByTestId('basket-item');
    expect(screen.queryByRole('button', { name: /entfernen/ })).not.toBeInTheDocument();
  });
});

describe('the basket on the market stream', () => {
  beforeEach(() => {
    installFakeEventSource();
    mockBasketReads.count = 0;
  });
  afterEach(uninstallFakeEventSource);

  it('reads the basket again when its offer changed (the volume left), a new window came or the market changed; not for other offers', async () => {
    setup();
    expect(await screen.findByText(/Preis reserviert noch/)).toBeInTheDocument();
    const stream = FakeEventSource.last!;
    expect(stream.url).toBe('/api/market/stream');
    stream.emit('open');
    const reads = mockBasketReads.count;

    stream.emit('offers', { ids: [99] });
    answer = basket({ min: '5', max: '60', available: '8' }, null);
    stream.emit('offers', { ids: [99, 2] });
    expect(await screen.findByText('Bitte geben Sie eine Menge zwischen 5 und 8 cbm ein.')).toBeInTheDocument();
    expect(mockBasketReads.count).toBe(reads + 1);

    stream.emit('window', { id: 5, expires: new Date().toISOString(), isClone: false });
    await waitFor(() => expect(mockBasketReads.count).toBe(reads + 2));
    stream.emit('market', {});
    await waitFor(() => expect(mockBasketReads.count).toBe(reads + 3));
  });

  it('reads the basket every 15 seconds, with the stream open too, for what no push names', async () => {
    jest.useFakeTimers();
    try {
      setup();
      await waitFor(() => expect(mockBasketReads.count).toBe(1));
      FakeEventSource.last!.emit('open');
      await act(() => jest.advanceTimersByTimeAsync(BASKET_REFRESH_MS * 2));
      expect(mockBasketReads.count).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
