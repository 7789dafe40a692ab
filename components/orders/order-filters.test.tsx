/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useReducer } from 'react';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { oilpool } from '@/brands/oilpool';
import { BrandProvider } from '@/components/providers/brand-context';
import { messagesFor } from '@/lib/i18n/messages';
import { OrderFilters } from './order-filters';
import { historyQuery, initialOrdersState, ordersReducer } from './orders-state';

const queries: string[] = [];
const query = { get: (key: string) => new URLSearchParams(queries.at(-1)).get(key) };

function Filters({ productType }: { productType: 'FUEL' | 'ADDITIVE' }) {
  const [state, dispatch] = useReducer(ordersReducer, undefined, () => initialOrdersState(productType));
  queries.push(historyQuery(state.request, 'BUYER'));
  return <OrderFilters state={state} dispatch={dispatch} options={null} viewer="BUYER" />;
}

function renderIn(locale: 'de' | 'de-CH', brand = fuelmarket, productType: 'FUEL' | 'ADDITIVE' = 'FUEL') {
  render(
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(brand)}>
        <Filters productType={productType} />
      </BrandProvider>
    </NextIntlClientProvider>,
  );
}

/** Types the bounds of a range and applies it. */
async function filterBy(label: string, min: string, max?: string) {
  const user = userEvent.setup();
  const minBox = screen.getByLabelText(`${label} von`);
  await user.type(minBox, min);
  if (max) await user.type(screen.getByLabelText(`${label} bis`), max);
  await user.click(within(minBox.closest('div')!.parentElement!).getByRole('button', { name: 'Anwenden' }));
}

describe('OrderFilters range boxes', () => {
  test('read German amounts with thousands dots and a decimal comma', async () => {
    renderIn('de');
    await filterBy('Gesamt', '1.000,50', '12000,5');
    expect(screen.getByLabelText('Gesamt bis')).toHaveValue('12.000,5');
    expect(query.get('invoiceMin')).toBe('1000.5');
    expect(query.get('invoiceMax')).toBe('12000.5');
  });

  test('read Swiss amounts with apostrophes and a decimal dot', async () => {
    renderIn('de-CH', oilpool);
    await filterBy('Gesamt', "1'000.50", '12000.5');
    expect(screen.getByLabelText('Gesamt bis')).toHaveValue("12'000.5");
    expect(query.get('invoiceMin')).toBe('1000.5');
    expect(query.get('invoiceMax')).toBe('12000.5');
  });

  test("cut prices to the brand's decimals and volumes to 3", async () => {
    renderIn('de-CH', oilpool);
    await filterBy('Preis (CHF/100L15)', '95.12345');
    await filterBy('Menge', "1'205.5678");
    expect(query.get('priceMin')).toBe('95.123');
    expect(query.get('orderQuantityMin')).toBe('1205.567');
  });
});

describe('OrderFilters of additives', () => {
  test('filter the price per container, as the table shows it, not per 100L15', async () => {
    renderIn('de', fuelmarket, 'ADDITIVE');
    expect(screen.queryByLabelText(/100L15/)).toBeNull();
    await filterBy('Preis (je Gebinde)', '390,5');
    expect(query.get('priceMin')).toBe('390.5');
  });
});
