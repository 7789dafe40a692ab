/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { oilpool } from '@/brands/oilpool';
import { BrandProvider } from '@/components/providers/brand-context';
import type { OperatorAccountDto, ShareholderTermsDto } from '@/lib/operator/schemas';
import { messagesFor } from '@/lib/i18n/messages';
import { ShareholderTermsForm } from './shareholder-terms-form';

const sent: unknown[] = [];
jest.mock('@/lib/api/fetch-client', () => ({
  ...jest.requireActual('@/lib/api/fetch-client'),
  apiFetch: (path: string, init?: { body?: unknown }) => {
    if (path === '/api/generic/metadata') return Promise.resolve({ regions: [], fuels: [{ id: 3, name: 'Diesel B7' }] });
    sent.push(init?.body);
    return Promise.resolve({});
  },
}));

const account = { id: 7, kind: 'SHAREHOLDER', version: 4 } as OperatorAccountDto;
const stored: ShareholderTermsDto = {
  priceAdjustment: '-0.35',
  creditLimit: '3000000.00',
  creditDays: 14,
  collectionCutDays: 3,
  terminalIds: [],
  purchaseLimits: [{ productId: 3, limitCbm: '25.5' }],
};

function setup(terms: ShareholderTermsDto, swiss = false) {
  sent.length = 0;
  render(
    <NextIntlClientProvider locale={swiss ? 'de-CH' : 'de'} messages={messagesFor(swiss ? 'de-CH' : 'de')} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(swiss ? oilpool : fuelmarket)}>
        <QueryClientProvider client={new QueryClient()}>
          <ShareholderTermsForm account={account} terms={terms} />
        </QueryClientProvider>
      </BrandProvider>
    </NextIntlClientProvider>,
  );
}

const box = (name: string | RegExp) => screen.getByRole('textbox', { name });
const type = async (name: string | RegExp, text: string) => {
  await userEvent.clear(box(name));
  await userEvent.type(box(name), text);
};
const saved = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  return (sent[0] as { shareholderTerms: ShareholderTermsDto }).shareholderTerms;
};

describe('the shareholder terms form', () => {
  it('shows the stored terms as German numbers', async () => {
    setup(stored);
    expect(box(/^Preisanpassung/)).toHaveValue('-0,35');
    expect(box(/^Kreditlimit/)).toHaveValue('3.000.000,00');
    expect(await screen.findByRole('textbox', { name: 'Diesel B7' })).toHaveValue('25,500');
  });

  it('sends "1.000" and "1.000,5" typed the German way as 1000 and 1000.5', async () => {
    setup({ ...stored, purchaseLimits: [] });
    await screen.findByRole('textbox', { name: 'Diesel B7' });
    await type('Diesel B7', '1.000');
    await type(/^Kreditlimit/, '1.000,5');
    await type(/^Preisanpassung/, '-1,25');
    expect(await saved()).toMatchObject({
      purchaseLimits: [{ productId: 3, limitCbm: '1000' }],
      creditLimit: '1000.5',
      priceAdjustment: '-1.25',
      collectionCutDays: 3,
      creditDays: 14,
    });
  });

  it('reads a Swiss "1\'000" and empties a term to lift it', async () => {
    setup(stored, true);
    await screen.findByRole('textbox', { name: 'Diesel B7' });
    await type('Diesel B7', "1'000.25");
    await userEvent.clear(box(/^Kreditlimit/));
    expect(await saved()).toMatchObject({ purchaseLimits: [{ productId: 3, limitCbm: '1000.25' }], creditLimit: null });
  });

  it('sends the credit days chosen in the shared select, and none when "–" is chosen', async () => {
    setup(stored);
    await screen.findByRole('textbox', { name: 'Diesel B7' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kredittage' }), '30');
    expect(await saved()).toMatchObject({ creditDays: 30 });
    sent.length = 0;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kredittage' }), '');
    expect(await saved()).toMatchObject({ creditDays: null });
  });
});
