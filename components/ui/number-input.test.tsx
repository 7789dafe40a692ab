/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type Decimal from 'decimal.js';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { publicBrand, type PublicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { oilpool } from '@/brands/oilpool';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import { NumberInput } from './number-input';

let last: Decimal | null = null;

function Form({ positiveOnly }: { positiveOnly?: boolean }) {
  const [value, setValue] = useState<Decimal | null>(null);
  return (
    <NumberInput
      label="Menge"
      value={value}
      positiveOnly={positiveOnly}
      onChange={(v) => {
        last = v;
        setValue(v);
      }}
    />
  );
}

function renderIn(locale: 'de' | 'de-CH', brand: PublicBrand, positiveOnly?: boolean) {
  render(
    <NextIntlClientProvider locale={locale} messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={brand}>
        <Form positiveOnly={positiveOnly} />
      </BrandProvider>
    </NextIntlClientProvider>,
  );
  return screen.getByLabelText('Menge') as HTMLInputElement;
}

beforeEach(() => {
  last = null;
});

describe('NumberInput', () => {
  it('cleans German input as it is typed and hands over a Decimal with the brand decimals (2)', async () => {
    const input = renderIn('de', publicBrand(fuelmarket));
    await userEvent.type(input, '1234x,5678');
    expect(input.value).toBe('1.234,56');
    expect(last?.toString()).toBe('1234.56');
  });

  it('reads Swiss style under de-CH with the brand decimals (3)', async () => {
    const input = renderIn('de-CH', publicBrand(oilpool));
    await userEvent.type(input, "-1'234.5678");
    expect(input.value).toBe("-1'234.567");
    expect(last?.toString()).toBe('-1234.567');
  });

  it('refuses the minus in the positive-only variant', async () => {
    const input = renderIn('de', publicBrand(fuelmarket), true);
    await userEvent.type(input, '-007,5');
    expect(input.value).toBe('7,5');
    expect(last?.toString()).toBe('7.5');
  });
});
