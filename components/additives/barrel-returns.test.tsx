/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import { ApiError } from '@/lib/api/fetch-client';
import de from '@/messages/de.json';
import { BarrelReturns } from './barrel-returns';

/** The buyer's request to collect empties (trading-domain 2): every failure is said, and "requested" belongs to the request sent. */
let answers: (() => Promise<unknown>)[] = [];
jest.mock('@/lib/api/fetch-client', () => ({
  ...jest.requireActual('@/lib/api/fetch-client'),
  apiFetch: (path: string, init?: { method?: string }) => {
    if (init?.method === 'POST') return answers.shift()!();
    if (path === '/api/barrel-returns/options')
      return Promise.resolve({
        sellers: [{ id: 2, name: 'Rhein Energie' }],
        products: [{ id: 1, name: 'Winterschutz' }],
        containers: [{ sellerAccountId: 2, productId: 1, purchaseUnit: 'Fass (200 l)' }],
      });
    return Promise.resolve({ barrelReturns: [] });
  },
}));

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(fuelmarket)}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
          <BarrelReturns />
        </QueryClientProvider>
      </BrandProvider>
    </NextIntlClientProvider>,
  );
  await user.selectOptions(screen.getByLabelText('Verkäufer'), await screen.findByRole('option', { name: 'Rhein Energie' }));
  await user.selectOptions(screen.getByLabelText('Produkt'), 'Winterschutz');
  await user.selectOptions(screen.getByLabelText('Gebinde'), 'Fass (200 l)');
  await user.type(screen.getByLabelText('Anzahl leerer Gebinde'), '4');
}
const send = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Abholung anfragen' }));

test('a failure that is no field’s shows a generic error with its status, and a lost answer one without', async () => {
  const user = userEvent.setup();
  answers = [
    () => Promise.reject(new ApiError(429, { code: 'rate_limited', message: 'too_many_requests' })),
    () => Promise.reject(new TypeError('Failed to fetch')),
    () => Promise.reject(new TypeError('Failed to fetch')),
  ];
  await fillIn(user);
  await send(user);
  expect(await screen.findByTestId('barrel-return-error')).toHaveTextContent(
    'Die Anfrage konnte nicht gesendet werden (Fehler 429). Bitte versuchen Sie es erneut.',
  );
  await send(user);
  await waitFor(() =>
    expect(screen.getByTestId('barrel-return-error')).toHaveTextContent(/^Die Anfrage konnte nicht gesendet werden\. Bitte versuchen Sie es erneut\.$/),
  );
  expect(screen.queryByRole('status')).toBeNull();
});

test('a field’s refusal shows at the field only', async () => {
  const user = userEvent.setup();
  answers = [() => Promise.reject(new ApiError(400, { code: 'validation', message: 'validation_failed', fields: { count: 'whole_units' } }))];
  await fillIn(user);
  await send(user);
  expect(await screen.findByText(de.validation.whole_units)).toBeInTheDocument();
  expect(screen.queryByTestId('barrel-return-error')).toBeNull();
});

test('"requested" goes once the buyer edits the form for the next request', async () => {
  const user = userEvent.setup();
  answers = [() => Promise.resolve({ _id: 1 })];
  await fillIn(user);
  await send(user);
  expect(await screen.findByRole('status')).toHaveTextContent(de.additives.returnRequested);
  await user.type(screen.getByLabelText('Anzahl leerer Gebinde'), '2');
  expect(screen.queryByRole('status')).toBeNull();
});
