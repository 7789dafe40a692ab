/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import { todayIsoDate } from '@/lib/format/dates';
import de from '@/messages/de.json';
import { DatePicker } from './date-picker';

function setup() {
  const onChange = jest.fn();
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(fuelmarket)}>
        <DatePicker label="Von" value="" onChange={onChange} />
      </BrandProvider>
    </NextIntlClientProvider>,
  );
  return { onChange, input: screen.getByLabelText('Von') as HTMLInputElement };
}

describe('DatePicker', () => {
  const today = todayIsoDate('Europe/Berlin');

  it('caps the picker at today in the brand zone', () => {
    expect(setup().input.max).toBe(today);
  });

  it('takes today and past days', () => {
    const { onChange, input } = setup();
    fireEvent.change(input, { target: { value: '2024-02-29' } });
    fireEvent.change(input, { target: { value: today } });
    expect(onChange.mock.calls).toEqual([['2024-02-29'], [today]]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a future day with a message', () => {
    const { onChange, input } = setup();
    fireEvent.change(input, { target: { value: '2999-01-01' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Ein Datum in der Zukunft ist hier nicht möglich.');
  });
});
