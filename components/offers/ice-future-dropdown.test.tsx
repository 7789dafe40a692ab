/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { oilpool } from '@/brands/oilpool';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import { useZodForm } from '@/components/ui/form';
import { ZOfferInput, type OfferForm } from '@/lib/offers/schemas';
import { emptyOffer, formToBody, type OfferFormState } from './offer-form-state';
import { OfferFormFields } from './offer-form-fields';

const metadata = { fuels: [], additives: [], regions: [], liftingPeriods: [], features: [] };
const mockAsked: string[] = [];

// The server's answer after the seller's roll on 8 December: M00 already prices with January.
jest.mock('@/lib/api/fetch-client', () => ({
  ...jest.requireActual('@/lib/api/fetch-client'),
  apiFetch: (path: string) => {
    mockAsked.push(path);
    const months = ['2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06', '2027-06'];
    return Promise.resolve({ iceMonths: months.map((contractMonth, iceMonth) => ({ iceMonth, contractMonth })) });
  },
}));

beforeEach(() => {
  mockAsked.length = 0;
});

function Fields() {
  const form = useZodForm<OfferFormState, OfferForm>({
    schema: ZOfferInput,
    toBody: (state) => formToBody(state, 'Europe/Berlin'),
    defaultValues: { ...emptyOffer('EUR/USD'), priceType: 'TRACKING', productId: '3', terminalId: '12' },
  });
  return <OfferFormFields form={form} metadata={metadata} offerId={41} />;
}

function renderForm(brand: typeof fuelmarket) {
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(brand)}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <Fields />
        </QueryClientProvider>
      </BrandProvider>
    </NextIntlClientProvider>,
  );
}

const monthChoices = () =>
  within(screen.getByRole('combobox', { name: de.offers.fields.iceMonth }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the iceFutureDropdown flag on the offer form (oil pool)', () => {
  it('names each ICE month by the contract month the server says the engine prices it with, for this product, terminal and offer', async () => {
    renderForm(oilpool);
    await waitFor(() => expect(monthChoices()[0]).toBe('M00 · Jan 2027'), { timeout: 5000 });
    expect(monthChoices()).toEqual([
      'M00 · Jan 2027',
      'M01 · Feb 2027',
      'M02 · Mär 2027',
      'M03 · Apr 2027',
      'M04 · Mai 2027',
      'M05 · Jun 2027',
      'M06 · Jun 2027',
    ]);
    expect(mockAsked).toEqual(['/api/pricing/ice-months?productId=3&terminalId=12&offerId=41']);
  });

  it('offers the bare M00 to M06 elsewhere, and asks nothing', () => {
    renderForm(fuelmarket);
    expect(monthChoices()).toEqual(['M00', 'M01', 'M02', 'M03', 'M04', 'M05', 'M06']);
    expect(mockAsked).toEqual([]);
  });
});
