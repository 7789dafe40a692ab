/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import { DateTimeField } from './date-time-field';
import { parseTime, TimeField } from './time-field';

const wrap = (ui: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(fuelmarket)}>{ui}</BrandProvider>
    </NextIntlClientProvider>,
  );
const type = (label: string, text: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
};

describe('parseTime', () => {
  it.each([
    ['07:30', '07:30'],
    ['7:30', '07:30'],
    ['7.30', '07:30'],
    ['0730', '07:30'],
    ['17', '17:00'],
    ['23:59', '23:59'],
    ['24:00', null],
    ['12:60', null],
    ['7 Uhr', null],
    ['', null],
  ])('%p -> %p', (text, time) => {
    expect(parseTime(text)).toBe(time);
  });
});

describe('TimeField', () => {
  it('takes a time on the 24-hour clock and refuses what is none', () => {
    const onChange = jest.fn();
    wrap(<TimeField label="Startzeit" value="" onChange={onChange} />);
    type('Startzeit', '25:00');
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte geben Sie eine Uhrzeit im Format HH:MM ein.');
    type('Startzeit', '6.5');
    expect(onChange).not.toHaveBeenCalled();
    type('Startzeit', '18.45');
    expect(onChange.mock.calls).toEqual([['18:45']]);
    expect(screen.getByLabelText('Startzeit')).toHaveValue('18:45');
  });
});

describe('DateTimeField', () => {
  it('passes a moment only once day and time are both there, and shows a given one', () => {
    const onChange = jest.fn();
    wrap(<DateTimeField name="startsAt" label="Angebotsbeginn" value="" onChange={onChange} />);
    type('Angebotsbeginn', '01.12.2026');
    expect(onChange).toHaveBeenLastCalledWith('');
    type('Angebotsbeginn (Uhrzeit)', '6:00');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01T06:00');
  });

  it('shows a stored moment as DD.MM.YYYY and HH:MM', () => {
    wrap(<DateTimeField name="endsAt" label="Angebotsende" value="2026-12-31T18:00" onChange={jest.fn()} />);
    expect(screen.getByLabelText('Angebotsende')).toHaveValue('31.12.2026');
    expect(screen.getByLabelText('Angebotsende (Uhrzeit)')).toHaveValue('18:00');
  });
});
