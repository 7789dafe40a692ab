/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import de from '@/messages/de.json';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import { renderScreen } from '@/tests/helpers/render-screen';
import { FavouriteWizard } from './favourite-wizard';

const fetchMock = mockFetch();

test('each step chooses with the shared checkbox group, a second click takes a choice back, and the favourite is saved with what stayed ticked', async () => {
  const user = userEvent.setup();
  const saved = { _id: 9, name: 'Nord', products: [2], regions: [], terminals: [5], sellers: [] };
  fetchMock.mockResolvedValue(answer(200, saved));
  const onSaved = jest.fn();
  renderScreen(
    <FavouriteWizard
      catalogue={{
        fuels: [
          { id: 1, name: 'Heizöl' },
          { id: 2, name: 'Diesel' },
        ],
        regions: [{ id: 4, name: 'Nord', terminals: [{ id: 5, name: 'Hamburg' }] }],
        sellers: [{ id: 7, name: 'Nordsee Mineralöl AG' }],
      }}
      favourite={null}
      onSaved={onSaved}
      onClose={jest.fn()}
    />,
  );
  expect(screen.getByRole('group', { name: de.favourites.steps.products })).toBeInTheDocument();
  await user.click(screen.getByText('Heizöl'));
  await user.click(screen.getByRole('checkbox', { name: 'Diesel' }));
  await user.click(screen.getByRole('checkbox', { name: 'Heizöl' }));
  await user.click(screen.getByRole('button', { name: de.favourites.next }));
  await user.click(screen.getByRole('checkbox', { name: 'Hamburg' }));
  await user.click(screen.getByRole('button', { name: de.favourites.next }));
  await user.click(screen.getByRole('button', { name: de.favourites.next }));
  await user.type(screen.getByLabelText(/^Name/), 'Nord');
  await user.click(screen.getByRole('button', { name: de.favourites.save }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
  expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ name: 'Nord', products: [2], regions: [], terminals: [5], sellers: [] });
});
