/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import { endOfDayIso, parseDay } from '@/lib/format/dates';
import de from '@/messages/de.json';
import { additiveOffer } from '@/tests/helpers/additive-offer';
import { AdditiveOfferForm } from './additive-offer-form';
import type { AdditiveOfferDto } from './use-additives';

/** The additive offer form: numbers typed the German way through the number fields, and the buyers an offer is for. */
const sent: { path: string; body: Record<string, unknown> }[] = [];
jest.mock('@/lib/api/fetch-client', () => ({
  ...jest.requireActual('@/lib/api/fetch-client'),
  apiFetch: (path: string, init?: { body?: Record<string, unknown> }) => {
    if (init?.body) sent.push({ path, body: init.body });
    if (path === '/api/generic/metadata')
      return Promise.resolve({ additives: [{ id: 1, name: 'Heizöl-Additiv Winterschutz' }], regions: [{ terminals: [{ id: 5, name: 'Duisburg' }] }] });
    if (path === '/api/relationships/buyer')
      return Promise.resolve({
        relationships: [
          { _id: 1, other: { id: 41, name: 'Heizöl Müller GmbH', status: 'ENABLED', additivesEnabled: true }, requestedAt: null },
          { _id: 2, other: { id: 42, name: 'Tankstellen Nord KG', status: 'ENABLED', additivesEnabled: false }, requestedAt: null },
        ],
      });
    return Promise.resolve({});
  },
}));

beforeEach(() => {
  sent.length = 0;
});

function setup(offer?: AdditiveOfferDto) {
  const onClose = jest.fn();
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(fuelmarket)}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <AdditiveOfferForm offer={offer} onClose={onClose} />
        </QueryClientProvider>
      </BrandProvider>
    </NextIntlClientProvider>,
  );
  return onClose;
}

const drums = additiveOffer({ unitLabel: 'IBC', unitLitres: 1000, purchaseUnit: 'IBC (1000 l)', unitPrice: '1234.50' }, 3);

test('a new offer takes "390,50" as 390.5 and the buyers chosen among those with additives enabled', async () => {
  const user = userEvent.setup();
  const onClose = setup();
  await user.selectOptions(screen.getByLabelText('Produkt'), await screen.findByRole('option', { name: 'Heizöl-Additiv Winterschutz' }));
  await user.selectOptions(screen.getByLabelText('Lager/Terminal'), 'Duisburg');
  await user.type(screen.getByLabelText('Gebinde (z. B. Fass, IBC)'), 'Fass');
  await user.type(screen.getByLabelText('Größe in Litern'), '200');
  await user.type(screen.getByLabelText('Preis je Gebinde'), '390,50');
  await user.type(screen.getByLabelText('Bestand in Gebinden'), '1.200');
  await user.type(screen.getByLabelText('Mindestabnahme (Gebinde)'), '1');
  await user.type(screen.getByLabelText('Höchstabnahme (Gebinde)'), '10');
  expect(await screen.findByRole('checkbox', { name: 'Heizöl Müller GmbH' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: 'Tankstellen Nord KG' })).toBeNull();
  await user.click(screen.getByRole('checkbox', { name: 'Heizöl Müller GmbH' }));
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sent).toEqual([
    {
      path: '/api/offer/additive',
      body: expect.objectContaining({
        productId: 1,
        terminalId: 5,
        unitLitres: 200,
        unitPrice: '390.5',
        unitStock: 1200,
        minUnits: 1,
        maxUnits: 10,
        buyerIds: [41],
      }),
    },
  ]);
});

test('an edit shows the numbers as the reader writes them and sends them back unchanged', async () => {
  const user = userEvent.setup();
  setup(drums);
  expect(screen.getByLabelText('Preis je Gebinde')).toHaveValue('1.234,50');
  expect(screen.getByLabelText('Größe in Litern')).toHaveValue('1.000');
  expect(screen.getByLabelText('Bestand in Gebinden')).toHaveValue('1.200');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toEqual({
    path: '/api/offer/additive/7',
    body: expect.objectContaining({ version: 3, unitLitres: 1000, unitPrice: '1234.5', unitStock: 1200, buyerIds: [41] }),
  });
});

test('the availability is typed as DD.MM.YYYY in the shared date field and sent as the brand’s calendar days', async () => {
  const user = userEvent.setup();
  setup(drums);
  const until = screen.getByLabelText(/^Verfügbar bis/);
  await user.clear(until);
  await user.type(until, '31.12.2099');
  await user.tab();
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].body.endsAt).toBe(endOfDayIso('2099-12-31', 'Europe/Berlin'));
});

test('a day before the start is refused in the field and not sent', async () => {
  const user = userEvent.setup();
  setup(drums);
  const until = screen.getByLabelText(/^Verfügbar bis/);
  const before = (until as HTMLInputElement).value;
  await user.clear(until);
  await user.type(until, '01.01.2000');
  await user.tab();
  expect(await screen.findByText(de.shell.dateOutOfRange)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].body.endsAt).toBe(endOfDayIso(parseDay(before)!, 'Europe/Berlin'));
});
