/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import de from '@/messages/de.json';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import { PersonalDetails } from './personal-details';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const PROFILE = {
  _id: 7,
  username: 'jana@firma.de',
  email: 'jana@firma.de',
  salutation: 'Ms',
  title: '',
  firstName: 'Jana',
  lastName: 'Müller',
  phone: '+49 721 555 0100',
  mobile: '+49 171 555 0101',
  jobTitle: 'Einkäuferin',
  department: 'Einkauf',
  departmentSize: '6-20',
  useIndividualAddress: false,
  addressLine1: 'Alte Straße 1',
  addressLine2: '',
  county: '',
  postCode: '',
  country: '',
  statusId: 100,
  typeId: 'buyer',
  roles: [],
  accountId: 3,
  isAdmin: false,
  accountDisabled: false,
  purchaseStatus: false,
};

const fetchMock = mockFetch();

function setup() {
  fetchMock.mockImplementation(async (_path: string, init: RequestInit) => (init.method === 'PUT' ? answer(200, { message: 'saved' }) : answer(200, PROFILE)));
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
        <PersonalDetails />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const puts = () => fetchMock.mock.calls.filter(([, init]) => init.method === 'PUT');

describe('PersonalDetails', () => {
  it('saves through PUT /api/user/-1 with only the non-empty fields and no address without the switch', async () => {
    setup();
    const firstName = await screen.findByLabelText(/Vorname/);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Johanna');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Ihre Angaben wurden gespeichert.')).toBeInTheDocument();
    const [[path, init]] = puts();
    expect(path).toBe('/api/user/-1');
    const body = JSON.parse(init.body);
    expect(body).toMatchObject({ firstName: 'Johanna', lastName: 'Müller', email: 'jana@firma.de', useIndividualAddress: false });
    expect(body).not.toHaveProperty('title');
    expect(body).not.toHaveProperty('addressLine1');
    expect(Object.values(body).every((v) => v !== '')).toBe(true);
  });

  it('sends nothing while a required field is empty or the phone is not a number', async () => {
    setup();
    await userEvent.clear(await screen.findByLabelText(/Nachname/));
    await userEvent.clear(screen.getByLabelText(/Telefon/));
    await userEvent.type(screen.getByLabelText(/Telefon/), 'keine');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Dieses Feld ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie eine gültige Telefonnummer ein.')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('sends the address with the switch on and asks for a German post code of 5 digits', async () => {
    setup();
    await userEvent.click(await screen.findByLabelText('Abweichende persönliche Anschrift verwenden'));
    await userEvent.type(screen.getByLabelText(/^Ort/), 'Karlsruhe');
    await userEvent.type(screen.getByLabelText(/Postleitzahl/), '7613');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/gültige Postleitzahl/)).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/Postleitzahl/), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Ihre Angaben wurden gespeichert.');
    expect(JSON.parse(puts()[0][1].body)).toMatchObject({
      useIndividualAddress: true,
      addressLine1: 'Alte Straße 1',
      addressLine2: 'Karlsruhe',
      postCode: '76131',
      country: 'DE',
    });
  });

  it('asks for the current password once the e-mail changes, sends it, and says where the link went', async () => {
    setup();
    expect(await screen.findByLabelText(/^E-Mail/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Aktuelles Passwort/)).toBeNull();
    await userEvent.clear(screen.getByLabelText(/^E-Mail/));
    await userEvent.type(screen.getByLabelText(/^E-Mail/), 'jana@neu.de');
    await userEvent.type(screen.getByLabelText(/Aktuelles Passwort/), 'Mein-Passw0rt');
    fetchMock.mockImplementation(async (_path: string, init: RequestInit) =>
      init.method === 'PUT' ? answer(200, { message: 'saved', pendingEmail: 'jana@neu.de' }) : answer(200, PROFILE),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/Bestätigungslink an jana@neu.de/)).toBeInTheDocument();
    expect(JSON.parse(puts()[0][1].body)).toMatchObject({ email: 'jana@neu.de', currentPassword: 'Mein-Passw0rt' });
  });

  it('shows a wrong current password at the field', async () => {
    setup();
    await userEvent.clear(await screen.findByLabelText(/^E-Mail/));
    await userEvent.type(screen.getByLabelText(/^E-Mail/), 'jana@neu.de');
    await userEvent.type(screen.getByLabelText(/Aktuelles Passwort/), 'Falsch-Passw0rt');
    fetchMock.mockImplementation(async (_path: string, init: RequestInit) =>
      init.method === 'PUT'
        ? answer(400, { code: 'validation', message: 'validation_failed', fields: { currentPassword: 'wrong_password' }, requestId: 'r' })
        : answer(200, PROFILE),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Das Passwort ist falsch.')).toBeInTheDocument();
  });
});
