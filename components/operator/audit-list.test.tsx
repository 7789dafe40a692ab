/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import { AuditList } from './audit-list';

const entry = { at: '2026-11-28T13:05:00.000Z', userId: 4, userName: 'Olga Brandt', ip: '127.0.0.1', detail: {} };
const ENTRIES = [
  { ...entry, id: '3', event: 'operator_account_updated', accountId: 9, accountName: 'Filiale Nord' },
  // An account of another platform, or one the entry names no more: its id stands in.
  { ...entry, id: '2', event: 'login', accountId: 12, accountName: null },
  { ...entry, id: '1', event: 'operator_welcome_resent', accountId: null, accountName: null },
];
let mockEntries = ENTRIES;
jest.mock('@/lib/api/fetch-client', () => ({
  ...jest.requireActual('@/lib/api/fetch-client'),
  apiFetch: () => Promise.resolve({ entries: mockEntries, total: mockEntries.length, page: 1, pageSize: 50 }),
}));
beforeEach(() => {
  mockEntries = ENTRIES;
});

function renderList(props: { accountId?: number } = {}) {
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(fuelmarket)}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <AuditList {...props} />
        </QueryClientProvider>
      </BrandProvider>
    </NextIntlClientProvider>,
  );
}

test('the audit list names each entry’s account and links to it', async () => {
  renderList();
  const table = screen.getByTestId('audit-log');
  expect(within(table).getByRole('columnheader', { name: 'Firmenkonto' })).toBeInTheDocument();
  expect(await within(table).findByRole('link', { name: 'Filiale Nord' })).toHaveAttribute('href', '/betrieb/konten/9');
  expect(within(table).getByRole('link', { name: '#12' })).toHaveAttribute('href', '/betrieb/konten/12');
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(4);
  expect(within(rows[3]).queryByRole('link')).not.toBeInTheDocument();
});

test('an empty platform log says where the companies’ logins and changes are', async () => {
  mockEntries = [];
  renderList();
  expect(await screen.findByText(de.operator.noOperatorActions)).toBeVisible();
});

test('an account’s empty log says it has no entries', async () => {
  mockEntries = [];
  renderList({ accountId: 9 });
  expect(await screen.findByText(de.operator.noEntries)).toBeVisible();
});
