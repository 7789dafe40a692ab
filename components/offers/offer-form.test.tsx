/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import { NoticeProvider } from '@/components/providers/notice-provider';
import type { OfferDto } from '@/lib/offers/offer-record';
import de from '@/messages/de.json';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import { OfferForm } from './offer-form';

/** The seller's offer form on the form foundation: the report of "Speichern is ignored after fixing errors" as a test. */
const fetchMock = mockFetch();

const metadata = {
  fuels: [
    { id: 3, name: 'Diesel', density: null, active: true },
    { id: 4, name: 'Heizöl Alt', density: null, active: false },
  ],
  additives: [],
  regions: [
    {
      id: 1,
      name: 'Nord',
      active: true,
      terminals: [
        { id: 12, name: 'Hamburg', active: true },
        { id: 13, name: 'Kiel', active: false },
      ],
    },
  ],
  liftingPeriods: [
    { id: 5, name: 'Prompt', active: true },
    { id: 6, name: 'Altwoche', active: false },
  ],
  features: [],
};

const offer = {
  id: 41,
  status: 'ACTIVE',
  productId: 3,
  terminalId: 12,
  priceType: 'FIXED',
  priceUnit: 'PER_100L15',
  fixedPrice: '91.15',
  iceMonth: null,
  fxSymbol: null,
  fxPremium: null,
  surcharge: '0',
  totalVolume: '100',
  minOrderQuantity: '1',
  maxOrderQuantity: '50',
  startsAt: '2026-11-27T07:00:00.000Z',
  endsAt: '2026-12-27T16:00:00.000Z',
  dailyStart: '07:00',
  dailyEnd: '17:00',
  liftingPeriodId: 5,
  collectionStart: null,
  collectionEnd: null,
  minimumPrice: null,
  maxPriceDrop: null,
  anonymous: false,
  version: 3,
} as unknown as OfferDto;

let onDone: jest.Mock;
beforeEach(() => {
  onDone = jest.fn();
  Element.prototype.scrollIntoView = jest.fn();
});

const show = (edited: OfferDto | undefined = offer) =>
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(fuelmarket)}>
        <QueryClientProvider client={new QueryClient()}>
          <NoticeProvider>
            <OfferForm offer={edited} metadata={metadata} onDone={onDone} />
          </NoticeProvider>
        </QueryClientProvider>
      </BrandProvider>
    </NextIntlClientProvider>,
  );

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

test('after a submit with a problem, the message stays through focus-outs until fixed, and one click on Speichern saves', async () => {
  const user = userEvent.setup();
  fetchMock.mockResolvedValue(answer(200, { offer }));
  show();
  const total = screen.getByLabelText(`${de.offers.fields.totalVolume} *`);
  await user.clear(total);
  await user.click(screen.getByRole('button', { name: de.offers.save }));
  await waitFor(() => expect(total).toHaveFocus());
  expect(total).toHaveAccessibleDescription(de.offers.errors.total_volume_required);
  expect(puts()).toHaveLength(0);

  // Leaving the field does not take the message away; the fix does.
  await user.click(screen.getByLabelText(`${de.offers.fields.minOrderQuantity} *`));
  expect(total).toHaveAccessibleDescription(de.offers.errors.total_volume_required);
  await user.type(total, '80');
  expect(total).not.toHaveAccessibleDescription();

  await user.click(screen.getByRole('button', { name: de.offers.save }));
  await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  expect(puts()).toHaveLength(1);
  expect(JSON.parse(puts()[0][1].body)).toMatchObject({ totalVolume: '80', version: 3, liftingPeriodId: '5' });
  expect(screen.getByRole('status')).toHaveTextContent(de.common.saved);
});

const choices = (label: string) =>
  Array.from((screen.getByRole('combobox', { name: new RegExp(`^${label}`) }) as HTMLSelectElement).options)
    .map((o) => o.textContent)
    .filter((text) => text !== de.offers.choose);

test('a new offer offers no product, terminal or lifting period the operator deactivated; an edited offer keeps the one it holds', () => {
  const view = show(undefined);
  expect(choices(de.offers.fields.productId)).toEqual(['Diesel']);
  expect(choices(de.offers.fields.terminalId)).toEqual(['Hamburg']);
  expect(choices(de.offers.fields.liftingPeriodId)).toEqual(['Prompt']);
  view.unmount();

  show({ ...offer, productId: 4, terminalId: 13, liftingPeriodId: 6 } as OfferDto);
  expect(choices(de.offers.fields.productId)).toEqual(['Diesel', 'Heizöl Alt']);
  expect(choices(de.offers.fields.terminalId)).toEqual(['Hamburg', 'Kiel']);
  expect(choices(de.offers.fields.liftingPeriodId)).toEqual(['Prompt', 'Altwoche']);
});

test('a cross-field problem of the schema shows on its field in the offer’s words', async () => {
  const user = userEvent.setup();
  show();
  const min = screen.getByLabelText(`${de.offers.fields.minOrderQuantity} *`);
  await user.clear(min);
  await user.type(min, '60');
  await user.tab();
  expect(min).toHaveAccessibleDescription(de.offers.errors.min_above_max);
});

test('the server’s field problem shows on its field and takes the focus', async () => {
  const user = userEvent.setup();
  fetchMock.mockResolvedValue(answer(400, { code: 'validation', message: 'validation_failed', fields: { maxOrderQuantity: 'max_above_total' } }));
  show();
  await user.click(screen.getByRole('button', { name: de.offers.save }));
  const max = screen.getByLabelText(`${de.offers.fields.maxOrderQuantity} *`);
  await waitFor(() => expect(max).toHaveFocus());
  expect(max).toHaveAccessibleDescription(de.offers.errors.max_above_total);
  expect(onDone).not.toHaveBeenCalled();
});
