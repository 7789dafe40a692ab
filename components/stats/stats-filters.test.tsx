/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import { RankingTable } from './ranking-table';
import { StatsFilters } from './stats-filters';
import { NO_FILTER, type StatsFilter } from './stats-query';
import { parseDay } from '@/lib/format/dates';

function wrap(ui: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(fuelmarket)}>{ui}</BrandProvider>
    </NextIntlClientProvider>,
  );
}

describe('StatsFilters', () => {
  const terminals = [{ id: 3, name: 'Hamburg Hafen' }];

  it('sets a quick range and drops picked days; Alle clears it', async () => {
    const onChange = jest.fn<void, [StatsFilter]>();
    const filter: StatsFilter = { ...NO_FILTER, dateRange: { start: '2026-01-01', end: '2026-01-31' } };
    wrap(<StatsFilters idPrefix="t" filter={filter} onChange={onChange} zone="Europe/Berlin" selects={[]} />);
    expect(screen.getByRole('button', { name: 'Alle' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Woche' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_FILTER, days: 7, dateRange: null });
    await userEvent.click(screen.getByRole('button', { name: 'Alle' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_FILTER, days: null, dateRange: null });
  });

  it('shows the quick range in the pickers and marks its button', () => {
    wrap(<StatsFilters idPrefix="t" filter={{ ...NO_FILTER, days: 30 }} onChange={jest.fn()} zone="Europe/Berlin" selects={[]} />);
    expect(screen.getByRole('button', { name: 'Monat' })).toHaveAttribute('aria-pressed', 'true');
    // The pickers show DD.MM.YYYY.
    const from = Date.parse(parseDay((screen.getByLabelText('Von') as HTMLInputElement).value)!);
    const to = Date.parse(parseDay((screen.getByLabelText('Bis') as HTMLInputElement).value)!);
    expect((to - from) / 86_400_000).toBe(29);
  });

  it('picks a dropdown choice, and offers "Alle" to clear it', async () => {
    const onChange = jest.fn();
    wrap(
      <StatsFilters
        idPrefix="t"
        filter={NO_FILTER}
        onChange={onChange}
        zone="Europe/Berlin"
        selects={[{ field: 'terminals', label: 'Terminal', options: terminals }]}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Terminal'), 'Hamburg Hafen');
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_FILTER, terminals: [3] });
    expect(screen.getByRole('option', { name: 'Alle' })).toBeInTheDocument();
  });

  it('shows no_selections_available in an empty dropdown', () => {
    wrap(
      <StatsFilters
        idPrefix="t"
        filter={NO_FILTER}
        onChange={jest.fn()}
        zone="Europe/Berlin"
        selects={[{ field: 'products', label: 'Produkt', options: [] }]}
      />,
    );
    expect(screen.getByLabelText('Produkt')).toBeDisabled();
    expect(screen.getByRole('option', { name: de.stats.no_selections_available })).toBeInTheDocument();
  });
});

describe('RankingTable', () => {
  const rows = [
    { position: 1, accountName: 'Rhein Energie Handel GmbH', orders: 2, volume: 1234.5 },
    { position: 2, accountName: 'Nordsee Mineralöl AG', orders: 3, volume: 35 },
  ];

  it('shows the rows in German number format and the total volume', () => {
    wrap(<RankingTable rows={rows} counterpartyLabel="Verkäufer" emptyText="-" showTotal />);
    expect(screen.getAllByTestId('ranking-volume').map((c) => c.textContent)).toEqual(['1.234,5', '35']);
    expect(screen.getByTestId('ranking-total')).toHaveTextContent('Gesamtvolumen: 1.269,5 cbm');
  });

  it('sorts by a click on a heading: the smallest volume first', async () => {
    wrap(<RankingTable rows={rows} counterpartyLabel="Verkäufer" emptyText="-" showTotal={false} />);
    await userEvent.click(screen.getByRole('button', { name: /Volumen/ }));
    expect(screen.getAllByTestId('ranking-volume').map((c) => c.textContent)).toEqual(['35', '1.234,5']);
  });

  it('leaves the total out in widget mode and shows the empty text without rows', () => {
    const { rerender } = wrap(<RankingTable rows={rows} counterpartyLabel="Verkäufer" emptyText="-" showTotal={false} />);
    expect(screen.queryByTestId('ranking-total')).toBeNull();
    rerender(
      <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
        <RankingTable rows={[]} counterpartyLabel="Verkäufer" emptyText={de.stats.seller_no_ranking} showTotal />
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId('ranking-empty')).toHaveTextContent(de.stats.seller_no_ranking);
  });
});
