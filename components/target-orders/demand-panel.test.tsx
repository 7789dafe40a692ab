/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import de from '@/messages/de.json';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import { renderScreen } from '@/tests/helpers/render-screen';
import { DemandPanel } from './demand-panel';

const fetchMock = mockFetch();

test('lists the demand per product, region and price band in the seller’s number format, "any region" where none is named', async () => {
  fetchMock.mockResolvedValue(
    answer(200, {
      demand: [
        { productId: 3, product: 'Diesel B7', regionId: null, region: null, bandFrom: '88.00', bandTo: '89.00', volume: '1250.5', orders: 3 },
        { productId: 3, product: 'Diesel B7', regionId: 2, region: 'Nord', bandFrom: '87.00', bandTo: '88.00', volume: '8', orders: 1 },
      ],
    }),
  );
  renderScreen(<DemandPanel />);
  const table = await screen.findByRole('table', { name: de.targetOrders.demandTitle });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ),
  ).toEqual([
    ['Diesel B7', de.targetOrders.anyRegion, '88,00 bis unter 89,00', '1.250,5', '3'],
    ['Diesel B7', 'Nord', '87,00 bis unter 88,00', '8', '1'],
  ]);
  expect(fetchMock).toHaveBeenCalledWith('/api/target-orders/demand', expect.anything());
});

test('says so when no buyer wants anything the seller could fill', async () => {
  fetchMock.mockResolvedValue(answer(200, { demand: [] }));
  renderScreen(<DemandPanel />);
  expect(await screen.findByText(de.targetOrders.demandEmpty)).toBeInTheDocument();
});
