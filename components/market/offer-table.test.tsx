/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import { EMPTY_FILTERS, nextSort, type MarketSort } from './offers-query';
import { OfferTable } from './offer-table';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

const sorts: MarketSort[] = [];

function Table() {
  const [sort, setSort] = useState<MarketSort>(EMPTY_FILTERS);
  sorts.push(sort);
  return <OfferTable offers={[]} buyable sort={sort} onSort={(field) => setSort((s) => nextSort(s, field))} />;
}

function renderTable() {
  return render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(fuelmarket)}>
        <Table />
      </BrandProvider>
    </NextIntlClientProvider>,
  );
}

const header = (name: RegExp) => screen.getByRole('columnheader', { name });

describe('OfferTable column headers', () => {
  test('sort by click and by keyboard, and say the order with aria-sort', async () => {
    const user = userEvent.setup();
    renderTable();
    expect(header(/^Preis/)).toHaveAttribute('aria-sort', 'none');
    expect(screen.queryByRole('button', { name: /^Region/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Preis/ }));
    expect(header(/^Preis/)).toHaveAttribute('aria-sort', 'ascending');
    expect(sorts.at(-1)).toEqual({ sortBy: 'price', sortType: 'asc' });

    screen.getByRole('button', { name: /^Preis/ }).focus();
    await user.keyboard('{Enter}');
    expect(header(/^Preis/)).toHaveAttribute('aria-sort', 'descending');

    await user.tab();
    await user.keyboard(' ');
    expect(header(/^Verfügbar \(cbm\)/)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(/^Preis/)).toHaveAttribute('aria-sort', 'none');
    expect(sorts.at(-1)).toEqual({ sortBy: 'volume', sortType: 'asc' });
  });
});
