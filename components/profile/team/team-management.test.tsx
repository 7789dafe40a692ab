/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import de from '@/messages/de.json';
import { renderScreen } from '@/tests/helpers/render-screen';
import { TeamManagement } from './team-management';

const member = (id: number, extra: Record<string, unknown> = {}) => ({
  _id: id,
  email: `user${id}@firma.de`,
  firstName: 'Lukas',
  lastName: `Becker${id}`,
  salutation: 'Mr',
  title: '',
  isAdmin: false,
  accountDisabled: false,
  purchaseStatus: false,
  roles: [],
  ...extra,
});

const fetchMock = mockFetch();

function setup(docs: unknown[], putAnswer = answer(200, { message: 'saved' }), purchaseRights = true) {
  fetchMock.mockImplementation(async (_path: string, init: RequestInit) =>
    init.method === 'PUT' ? putAnswer : answer(200, { docs, total: docs.length, page: 1, limit: 100 }),
  );
  renderScreen(<TeamManagement purchaseRights={purchaseRights} />);
}
const puts = () => fetchMock.mock.calls.filter(([, init]) => init.method === 'PUT');

describe('TeamManagement', () => {
  it('loads the team with page 1, limit 100, without the admin, and shows status and rights', async () => {
    setup([member(1), member(2, { accountDisabled: true, isAdmin: true, purchaseStatus: true })]);
    const rows = await screen.findAllByTestId('team-user');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/user/search?page=1&limit=100&removeLoggedInUser=REMOVE');
    expect(rows[0]).toHaveTextContent('Aktiv');
    expect(rows[1]).toHaveTextContent('Gesperrt');
    expect(within(rows[1]).getByRole('button', { name: 'Entsperren' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Adminrechte entziehen' })).toBeInTheDocument();
    expect(within(rows[0]).queryByRole('button', { name: 'Adminrechte entziehen' })).toBeNull();
  });

  it('shows a block by the operator without a button to lift it', async () => {
    setup([member(3, { accountDisabled: true, statusId: 300 })]);
    const [row] = await screen.findAllByTestId('team-user');
    expect(row).toHaveTextContent('Vom Betreiber gesperrt');
    expect(within(row).queryByRole('button', { name: 'Entsperren' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Sperren' })).toBeNull();
  });

  it('changes purchase rights only after the confirmation', async () => {
    setup([member(5)]);
    const [row] = await screen.findAllByTestId('team-user');
    await userEvent.click(within(row).getByLabelText('Einkaufsrecht'));
    expect(await screen.findByText(/Soll Lukas Becker5 das Einkaufsrecht erhalten/)).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(puts()).toHaveLength(0);

    await userEvent.click(within(row).getByLabelText('Einkaufsrecht'));
    await userEvent.click(await screen.findByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByTestId('notice-saved')).toHaveTextContent('Die Änderung wurde gespeichert.');
    const [[path, init]] = puts();
    expect(path).toBe('/api/user/5');
    expect(JSON.parse(init.body)).toEqual({ purchaseStatus: true });
  });

  it('shows the release message when the server refuses purchase rights', async () => {
    setup([member(6)], answer(422, { code: 'trading', message: 'purchase_rights_need_release' }));
    const [row] = await screen.findAllByTestId('team-user');
    await userEvent.click(within(row).getByLabelText('Einkaufsrecht'));
    await userEvent.click(await screen.findByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByTestId('notice-failed')).toHaveTextContent(/erst vergeben werden, wenn Ihr Unternehmen für den Online-Handel freigeschaltet ist/);
  });

  it('blocks after the confirmation with a status other than 100', async () => {
    setup([member(8)]);
    const [row] = await screen.findAllByTestId('team-user');
    await userEvent.click(within(row).getByRole('button', { name: 'Sperren' }));
    const dialog = await screen.findByRole('dialog', { name: de.team.blockTitle });
    expect(dialog).toHaveTextContent('Soll Lukas Becker8 gesperrt werden? Die Anmeldung ist dann nicht mehr möglich');
    expect(puts()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sperren' }));
    expect(await screen.findByTestId('notice-saved')).toHaveTextContent('Die Änderung wurde gespeichert.');
    const body = JSON.parse(puts()[0][1].body);
    expect(body.statusId).not.toBe(100);
  });

  it('removes a team member only after the confirmation and says so', async () => {
    setup([member(7)]);
    const [row] = await screen.findAllByTestId('team-user');
    const deletes = () => fetchMock.mock.calls.filter(([, init]) => init.method === 'DELETE');
    await userEvent.click(within(row).getByRole('button', { name: 'Entfernen' }));
    expect(await screen.findByText(/Lukas Becker7 aus Ihrem Team entfernen\?/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(deletes()).toHaveLength(0);

    await userEvent.click(within(row).getByRole('button', { name: 'Entfernen' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Entfernen' }));
    expect(await screen.findByTestId('notice-saved')).toHaveTextContent('Lukas Becker7 wurde entfernt.');
    expect(deletes().map(([path]) => path)).toEqual(['/api/user/7']);
  });

  it('offers no purchase-rights switch where the account kind cannot hold them', async () => {
    setup([member(9)], undefined, false);
    const [row] = await screen.findAllByTestId('team-user');
    expect(within(row).queryByLabelText('Einkaufsrecht')).toBeNull();
  });
});
