/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import de from '@/messages/de.json';
import { PurchaseLimitsNote } from './purchase-limits-note';

const wrap = (limits: Parameters<typeof PurchaseLimitsNote>[0]['limits']) =>
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <PurchaseLimitsNote limits={limits} />
    </NextIntlClientProvider>,
  );

describe('a shareholder’s daily purchase limits above the market', () => {
  it('tells what is left today of each product’s limit, in German numbers', () => {
    wrap([
      { product: { id: 1, name: 'Diesel B7' }, limitCbm: '5', leftCbm: '2.5' },
      { product: { id: 2, name: 'Heizöl EL' }, limitCbm: '1000', leftCbm: '0' },
    ]);
    expect(screen.getByTestId('purchase-limits')).toHaveTextContent('Ihr Tageslimit heute: Diesel B7 noch 2,5 von 5 cbm · Heizöl EL noch 0 von 1.000 cbm');
  });

  it('says nothing to a buyer without limits', () => {
    wrap([]);
    expect(screen.queryByTestId('purchase-limits')).not.toBeInTheDocument();
  });
});
