/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import { toHistoryRow } from '@/lib/order-history/order-row';
import { messagesFor } from '@/lib/i18n/messages';
import de from '@/messages/de.json';
import { OrderTable } from './order-table';
import { initialOrdersState } from './orders-state';

const fields = {
  id: 11,
  orderNumber: 'FM-0011',
  originalOrderId: null,
  created: new Date('2026-11-23T09:00:00Z'),
  status: 'INCOMPLETE',
  price: '100',
  net: '2000',
  vat: '380',
  gross: '2380',
  currency: 'EUR',
  quantity: '2',
  unitCount: null,
  purchaseUnit: 'cubic_meter',
  collectionStart: null,
  collectionEnd: null,
  edited: false,
  buyerAccountId: 1,
  buyerName: 'Brenner Heizöl GmbH',
  sellerAccountId: 2,
  sellerName: 'Nordsee Mineralöl AG',
  productId: 3,
  productName: 'Diesel B7',
  productType: 'FUEL',
  terminalId: 4,
  terminalName: 'Hamburg Hafen',
  deliveryLocationId: null,
  addressId: null,
  street: null,
  postCode: null,
  city: null,
  total: 1,
};
const row = toHistoryRow(fields, 'Europe/Berlin', 'de');

function renderTable(canAct: boolean, rows = [row], productType: 'FUEL' | 'ADDITIVE' = 'FUEL', locale: 'de' | 'en' = 'de') {
  return render(
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(fuelmarket)}>
        <OrderTable
          rows={rows}
          request={initialOrdersState(productType).request}
          viewer="SELLER"
          canAct={canAct}
          dispatch={jest.fn()}
          busyId={null}
          onAction={jest.fn()}
        />
      </BrandProvider>
    </NextIntlClientProvider>,
  );
}

describe('OrderTable for a seller', () => {
  test('a user who may act on orders sees the steps an open order can take', () => {
    renderTable(true);
    const buttons = within(screen.getByTestId('order-row'))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(expect.arrayContaining([de.orders.action_confirm, de.orders.action_decline]));
  });

  test('the product and its terminal share a column, so that the table fits a small laptop', () => {
    renderTable(false);
    const cell = within(screen.getByTestId('order-row')).getAllByRole('cell')[2];
    expect(screen.getAllByRole('columnheader')[2]).toHaveTextContent(de.orders.productTerminal);
    expect(cell).toHaveTextContent('Diesel B7');
    expect(cell).toHaveTextContent('Hamburg Hafen');
    expect(screen.queryByRole('columnheader', { name: de.orders.terminal })).toBeNull();
  });

  test('a team member without the right sees the orders but no action column and no buttons', () => {
    renderTable(false);
    expect(screen.getByTestId('order-row')).toHaveTextContent('FM-0011');
    expect(within(screen.getByTestId('order-row')).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('columnheader', { name: de.orders.actions })).toBeNull();
  });
});

describe('OrderTable in the user’s language', () => {
  test('German: dates, money and the status as the seller reads them', () => {
    renderTable(false);
    const cells = within(screen.getByTestId('order-row'));
    expect(cells.getByText('23.11.2026')).toBeInTheDocument();
    expect(cells.getByText('2.380,00 €')).toBeInTheDocument();
    expect(cells.getByText('Unvollständig')).toHaveAttribute('data-status', 'INCOMPLETE');
  });

  test('English: English dates, numbers and words, not German ones', () => {
    renderTable(false, [row], 'FUEL', 'en');
    const cells = within(screen.getByTestId('order-row'));
    expect(cells.getByText('23/11/2026')).toBeInTheDocument();
    expect(cells.getByText('€2,380.00')).toBeInTheDocument();
    expect(cells.getByText('100.00')).toBeInTheDocument();
    expect(cells.getByText('Incomplete')).toBeInTheDocument();
  });
});

describe('OrderTable of additives', () => {
  test('an order of 4 drums reads as the count of containers at the price per container, not per 100L15', () => {
    const drums = { ...fields, productType: 'ADDITIVE', quantity: '0.8', unitCount: 4, purchaseUnit: 'Fass (200 l)', price: '390', gross: '1856.40' };
    renderTable(false, [toHistoryRow(drums, 'Europe/Berlin', 'de')], 'ADDITIVE');
    expect(screen.getByRole('columnheader', { name: /Preis \(je Gebinde\)/ })).toBeInTheDocument();
    const cells = within(screen.getByTestId('order-row'));
    expect(cells.getByText('4 × Fass (200 l)')).toBeInTheDocument();
    expect(cells.getByText('390,00 €')).toBeInTheDocument();
  });
});
