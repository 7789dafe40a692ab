/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import { renderScreen } from '@/tests/helpers/render-screen';
import { BuyerTermsForm } from './buyer-terms-form';
import { CreditLimitCell } from './credit-limit';
import type { RelationshipDto } from './queries';

/** A manual limit handed to API or CSV stays in force until they send one: the Buyers screen says so. */
const relationship = (extra: Partial<RelationshipDto> = {}): RelationshipDto => ({
  _id: 7,
  other: { id: 70, name: 'Brenner Heizöl GmbH', status: 'ENABLED', additivesEnabled: false },
  requestedAt: '2026-11-20T09:00:00Z',
  creditLimitOption: 'MANUAL',
  creditLimit: '10000.00',
  creditLimitSource: 'MANUAL',
  creditDays: [],
  paymentTermId: null,
  terminals: { all: true, ids: [] },
  products: { all: true, ids: [] },
  version: 3,
  ...extra,
});

const fetchMock = mockFetch();

function show(ui: ReactNode) {
  fetchMock.mockImplementation(async (_path: string, init: RequestInit) =>
    init.method === 'PUT'
      ? answer(200, { relationship: relationship() })
      : answer(200, { fuels: [], additives: [], regions: [], paymentTerms: [], features: [] }),
  );
  renderScreen(ui);
}

test.each<[string, Partial<RelationshipDto>, string]>([
  ['a manual limit', {}, '10.000,00 €'],
  ['a manual limit kept after the switch to API', { creditLimitOption: 'API' }, '10.000,00 €manuell gesetzt; gilt, bis die API ein Limit liefert'],
  [
    'the API’s amount kept after the switch to CSV',
    { creditLimitOption: 'CSV', creditLimitSource: 'API' },
    '10.000,00 €von der API gesetzt; gilt, bis der CSV-Upload ein Limit liefert',
  ],
  ['the API’s own amount', { creditLimitOption: 'API', creditLimitSource: 'API' }, '10.000,00 €'],
  ['API without an amount yet', { creditLimitOption: 'API', creditLimit: null, creditLimitSource: null }, 'Über API'],
])('the list shows %s', (_, extra, text) => {
  show(<CreditLimitCell relationship={relationship(extra)} />);
  expect(document.body.textContent?.replace(/\u00a0/g, ' ')).toBe(text);
});

test('switching MANUAL to API says the manual amount stays in force, and the save leaves the amount to the server', async () => {
  const onDone = jest.fn();
  show(<BuyerTermsForm relationship={relationship()} onDone={onDone} />);
  const option = await screen.findByLabelText('Kreditlimit-Art');
  expect(screen.queryByTestId('interim-limit-notice')).toBeNull();
  await userEvent.selectOptions(option, 'API');
  expect(screen.getByTestId('interim-limit-notice').textContent?.replace(/\u00a0/g, ' ')).toContain(
    'Bis die API ein Limit liefert, gilt weiter das Kreditlimit von 10.000,00 € (manuell gesetzt).',
  );
  await userEvent.selectOptions(option, 'NONE');
  expect(screen.queryByTestId('interim-limit-notice')).toBeNull();
  await userEvent.selectOptions(option, 'CSV');
  expect(screen.getByTestId('interim-limit-notice')).toHaveTextContent('Bis der CSV-Upload ein Limit liefert');
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  const [, init] = fetchMock.mock.calls.find(([, i]) => i.method === 'PUT')!;
  expect(JSON.parse(init.body)).toMatchObject({ creditLimitOption: 'CSV', version: 3 });
  expect(JSON.parse(init.body)).not.toHaveProperty('creditLimit');
});
