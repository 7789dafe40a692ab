/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import { AuditFiltersForm } from './audit-filters';

function setup() {
  const onChange = jest.fn();
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(fuelmarket)}>
        <AuditFiltersForm events={['LOGIN']} eventText={(e) => e} filters={{ page: 1 }} onChange={onChange} />
      </BrandProvider>
    </NextIntlClientProvider>,
  );
  const type = (label: string, text: string) => {
    const input = screen.getByLabelText(label);
    fireEvent.change(input, { target: { value: text } });
    fireEvent.keyDown(input, { key: 'Enter' });
  };
  return { onChange, type, apply: () => fireEvent.submit(screen.getByTestId('audit-filters')) };
}

describe('AuditFiltersForm', () => {
  // Days well in the past: the fields take no future day, whatever the clock says.
  it('takes the days as the other filters do (DD.MM.YYYY) and applies them as calendar days with the user and event', () => {
    const { onChange, type, apply } = setup();
    fireEvent.change(screen.getByLabelText('Benutzer (ID)'), { target: { value: '42' } });
    type('Von', '01.03.2025');
    type('Bis', '3.3.2025');
    apply();
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, userId: '42', from: '2025-03-01', to: '2025-03-03' });
    expect(screen.getByLabelText('Bis')).toHaveValue('03.03.2025');
  });

  it('refuses a day that is no day, or a "to" before the "from", with a message, and does not apply it', () => {
    const { onChange, type, apply } = setup();
    type('Von', '32.11.2025');
    expect(screen.getByText('Bitte geben Sie ein Datum im Format TT.MM.JJJJ ein.')).toBeInTheDocument();
    type('Von', '10.03.2025');
    type('Bis', '09.03.2025');
    expect(screen.getByText('Dieses Datum liegt außerhalb des möglichen Zeitraums.')).toBeInTheDocument();
    apply();
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, from: '2025-03-10' });
  });
});
