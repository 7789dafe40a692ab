/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import de from '@/messages/de.json';
import type { OperatorAccountDto } from '@/lib/operator/schemas';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import { renderScreen } from '@/tests/helpers/render-screen';
import { AccountDetail } from './account-detail';

/** The account's own status and buttons; its forms, users and audit log have tests of their own. */
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock('./company-form', () => ({ CompanyForm: () => null }));
jest.mock('./account-users', () => ({ AccountUsers: () => null }));
jest.mock('./add-user-form', () => ({ AddUserForm: () => null }));
jest.mock('./audit-list', () => ({ AuditList: () => null }));

const fetchMock = mockFetch();

const account: OperatorAccountDto = {
  id: 4,
  name: 'Heizöl Müller GmbH',
  type: 'BUYER',
  kind: 'BUYER',
  parentId: null,
  parentName: null,
  blocked: false,
  releasedForTrading: true,
  status: 'ACTIVE',
  addressLine1: 'Hafenstraße 1',
  addressLine2: '',
  postCode: '20457',
  city: 'Hamburg',
  country: 'DE',
  version: 3,
  createdAt: '2026-11-02T09:00:00.000Z',
  userCount: 2,
  features: [],
  shareholderTerms: null,
};
const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

test('blocking a company asks first and names what happens; only "Konto sperren" in the question saves, and a notice says it is done', async () => {
  const user = userEvent.setup();
  fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
    answer(200, { account: init?.method === 'PUT' ? { ...account, blocked: true, status: 'BLOCKED', version: 4 } : account }),
  );
  renderScreen(<AccountDetail id={4} />);
  await user.click(await screen.findByRole('button', { name: de.operator.block }));
  const confirm = screen.getByRole('dialog', { name: de.operator.block });
  expect(confirm).toHaveTextContent('Konto „Heizöl Müller GmbH“ sperren? Seine Benutzer können sich nicht mehr anmelden');
  expect(puts()).toHaveLength(0);
  await user.click(within(confirm).getByRole('button', { name: de.operator.block }));
  await waitFor(() => expect(puts()).toHaveLength(1));
  expect(JSON.parse(puts()[0][1].body)).toEqual({ blocked: true, version: 3 });
  expect(await screen.findByTestId('notice-saved')).toHaveTextContent('Konto „Heizöl Müller GmbH“ ist gesperrt.');
});
