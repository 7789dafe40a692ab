/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { oilpool } from '@/brands/oilpool';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import { emptyOffer } from './offer-form-state';
import { OfferFormFields } from './offer-form-fields';

const metadata = { fuels: [], additives: [], regions: [], liftingPeriods: [], features: [] };

function monthChoices(brand: typeof fuelmarket) {
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(brand)}>
        <OfferFormFields
          state={{ ...emptyOffer('EUR/USD'), priceType: 'TRACKING' }}
          change={jest.fn()}
          blur={() => jest.fn()}
          errorOf={() => null}
          metadata={metadata}
        />
      </BrandProvider>
    </NextIntlClientProvider>,
  );
  return within(screen.getByRole('combobox', { name: de.offers.fields.iceMonth }))
    .getAllByRole('option')
    .map((o) => o.textContent);
}

describe('the iceFutureDropdown flag on the offer form (oil pool)', () => {
  // 20 November 2026: the November contract stopped trading on the 12th, so M00 is December.
  beforeEach(() =>
    jest.useFakeTimers({
      now: new Date('2026-11-20T10:00:00Z'),
      doNotFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'setImmediate', 'queueMicrotask', 'nextTick'],
    }),
  );
  afterEach(() => jest.useRealTimers());

  it('names the contract month of each ICE month where the brand has the dropdown', () => {
    expect(monthChoices(oilpool)).toEqual([
      'M00 · Dez 2026',
      'M01 · Jan 2027',
      'M02 · Feb 2027',
      'M03 · Mär 2027',
      'M04 · Apr 2027',
      'M05 · Mai 2027',
      'M06 · Jun 2027',
    ]);
  });

  it('offers the bare M00 to M06 elsewhere', () => {
    expect(monthChoices(fuelmarket)).toEqual(['M00', 'M01', 'M02', 'M03', 'M04', 'M05', 'M06']);
  });
});
