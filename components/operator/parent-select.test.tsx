/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import de from '@/messages/de.json';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import { renderScreen } from '@/tests/helpers/render-screen';
import { ParentSelect } from './parent-select';

const fetchMock = mockFetch();

function Chooser({ error }: { error?: string }) {
  const [id, setId] = useState<number | null>(null);
  return (
    <>
      <ParentSelect value={id} onChange={setId} error={error} />
      <output data-testid="chosen">{String(id)}</output>
    </>
  );
}

test('the parent is the shared select: labelled, narrowed by the typed name, and "–" takes the choice back', async () => {
  const user = userEvent.setup();
  fetchMock.mockImplementation(async (url: string) =>
    answer(200, {
      accounts: new URL(url, 'http://x').searchParams.get('query') === 'Mü' ? [{ id: 8, name: 'Heizöl Müller GmbH' }] : [],
      total: 0,
      page: 1,
    }),
  );
  renderScreen(<Chooser />);
  await user.type(screen.getByLabelText(de.operator.parentSearch), 'Mü');
  const select = screen.getByRole('combobox', { name: /^Mutterkonto/ });
  await user.selectOptions(select, await screen.findByRole('option', { name: 'Heizöl Müller GmbH' }));
  expect(screen.getByTestId('chosen')).toHaveTextContent('8');
  await user.selectOptions(select, '–');
  expect(screen.getByTestId('chosen')).toHaveTextContent('null');
});

test("the server's message about the parent describes the select", async () => {
  fetchMock.mockResolvedValue(answer(200, { accounts: [], total: 0, page: 1 }));
  renderScreen(<Chooser error={de.operator.errors.parent_required} />);
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Mutterkonto/ })).toHaveAccessibleDescription(de.operator.errors.parent_required));
});
