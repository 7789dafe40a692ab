/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { oilpool } from '@/brands/oilpool';
import { BrandProvider } from '@/components/providers/brand-context';
import type { OperatorAccountDto } from '@/lib/operator/schemas';
import de from '@/messages/de.json';
import { AccountFeaturesForm } from './account-features-form';

const sent: unknown[] = [];
jest.mock('@/lib/api/fetch-client', () => ({
  ...jest.requireActual('@/lib/api/fetch-client'),
  apiFetch: (_path: string, init: { body?: unknown }) => {
    sent.push(init.body);
    return Promise.resolve({});
  },
}));

const seller = { id: 7, type: 'SELLER', kind: 'SELLER', version: 3, features: ['newsBox'] } as OperatorAccountDto;

function setup(brand: typeof fuelmarket) {
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(brand)}>
        <QueryClientProvider client={new QueryClient()}>
          <AccountFeaturesForm account={seller} />
        </QueryClientProvider>
      </BrandProvider>
    </NextIntlClientProvider>,
  );
}

const box = (name: string) => screen.queryByRole('checkbox', { name }) as HTMLInputElement | null;

describe('a seller’s features on the account screen', () => {
  it('offers the pool master only where the brand has the add-on', () => {
    setup(oilpool);
    expect(box('Master der globalen Preisregeln des Pools')).not.toBeNull();
  });

  it('offers the first brand’s features, ticks those the seller has, and saves the choice with the version', async () => {
    setup(fuelmarket);
    expect(box('Master der globalen Preisregeln des Pools')).toBeNull();
    expect(box('News-Box')!.checked).toBe(true);
    expect(box('Triggerkontrakte')!.checked).toBe(false);
    fireEvent.click(box('Triggerkontrakte')!);
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(sent).toEqual([{ features: ['newsBox', 'triggers'], version: 3 }]));
  });
});
