/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';

afterEach(() => jest.restoreAllMocks());
import userEvent from '@testing-library/user-event';
import { DataTable, type Column } from './data-table';

interface Offer {
  id: number;
  product: string;
  volume: number | null;
}

const OFFERS: Offer[] = [
  { id: 1, product: 'Diesel', volume: 120 },
  { id: 2, product: 'Heizöl', volume: 9 },
  { id: 3, product: 'Benzin', volume: null },
];

const COLUMNS: Column<Offer>[] = [
  { id: 'product', header: 'Produkt', cell: (o) => o.product, sortValue: (o) => o.product },
  { id: 'volume', header: 'Menge', cell: (o) => o.volume ?? '–', sortValue: (o) => o.volume, numeric: true },
  { id: 'note', header: 'Notiz', cell: () => 'x' },
];

const firstCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

test('a click on a heading sorts by it, again the other way, and aria-sort says how', async () => {
  const user = userEvent.setup();
  render(<DataTable label="Angebote" rows={OFFERS} columns={COLUMNS} rowKey={(o) => o.id} />);
  const volume = screen.getByRole('columnheader', { name: /Menge/ });
  expect(volume).toHaveAttribute('aria-sort', 'none');
  expect(screen.getByRole('columnheader', { name: 'Notiz' })).not.toHaveAttribute('aria-sort');
  await user.click(within(volume).getByRole('button'));
  expect(volume).toHaveAttribute('aria-sort', 'ascending');
  // Numbers as numbers (9 before 120), an empty value last.
  expect(firstCells()).toEqual(['Heizöl', 'Diesel', 'Benzin']);
  await user.click(within(volume).getByRole('button'));
  expect(volume).toHaveAttribute('aria-sort', 'descending');
  expect(firstCells()).toEqual(['Diesel', 'Heizöl', 'Benzin']);
  await user.click(within(screen.getByRole('columnheader', { name: /Produkt/ })).getByRole('button'));
  expect(firstCells()).toEqual(['Benzin', 'Diesel', 'Heizöl']);
});

test('each cell names its heading, so a row reads as a card of label: value on a phone', () => {
  render(
    <DataTable
      label="Angebote"
      rows={OFFERS}
      columns={COLUMNS}
      rowKey={(o) => o.id}
      actions={(o) => <button>Bearbeiten {o.id}</button>}
      actionsHeader="Aktionen"
    />,
  );
  const row = screen.getAllByRole('row')[1];
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.getAttribute('data-label')),
  ).toEqual(['Produkt', 'Menge', 'Notiz', 'Aktionen']);
  expect(within(row).getByRole('button', { name: 'Bearbeiten 1' })).toBeInTheDocument();
});

test('a table without rows shows what it says instead', () => {
  render(<DataTable label="Angebote" rows={[]} columns={COLUMNS} rowKey={(o) => o.id} empty={<p>Keine Angebote.</p>} />);
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getByText('Keine Angebote.')).toBeInTheDocument();
});

test('a virtual table of 5,000 rows puts only the rows in view into the page, and says how many there are', async () => {
  const user = userEvent.setup();
  // jsdom lays nothing out: the scrolling box is a window high.
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'DIV' ? 640 : 0;
  });
  const many = Array.from({ length: 5000 }, (_, i) => ({ id: i, product: `Produkt ${i}`, volume: i }));
  render(<DataTable label="Angebote" rows={many} columns={COLUMNS} rowKey={(o) => o.id} virtual />);
  const table = screen.getByRole('table', { name: 'Angebote' });
  expect(table).toHaveAttribute('aria-rowcount', '5001');
  const rendered = screen.getAllByRole('row').length;
  expect(rendered).toBeGreaterThan(10);
  expect(rendered).toBeLessThan(60);
  expect(firstCells()[0]).toBe('Produkt 0');
  // Sorting sorts all 5,000, not the rows in view.
  const volume = screen.getByRole('columnheader', { name: /Menge/ });
  await user.click(within(volume).getByRole('button'));
  await user.click(within(volume).getByRole('button'));
  expect(firstCells()[0]).toBe('Produkt 4999');
});
