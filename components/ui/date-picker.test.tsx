/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import { formatDay, todayIsoDate } from '@/lib/format/dates';
import de from '@/messages/de.json';
import { DatePicker } from './date-picker';

// The calendar's module (react-day-picker and its date library) counted as it is first loaded.
const mockCalendarLoaded = jest.fn();
jest.mock('./calendar', () => {
  mockCalendarLoaded();
  return jest.requireActual('./calendar');
});

function setup(props: Partial<Parameters<typeof DatePicker>[0]> = {}) {
  const onChange = jest.fn();
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(fuelmarket)}>
        <DatePicker label="Von" value="" onChange={onChange} {...props} />
      </BrandProvider>
    </NextIntlClientProvider>,
  );
  const input = screen.getByLabelText('Von') as HTMLInputElement;
  const type = (text: string) => {
    fireEvent.change(input, { target: { value: text } });
    fireEvent.blur(input);
  };
  return { onChange, input, type };
}

describe('DatePicker', () => {
  const today = todayIsoDate('Europe/Berlin');

  // First in the file: the module, once loaded, stays loaded for the tests after it.
  it('loads the calendar only when one is opened, so a page with a date field does not carry it in its first JavaScript', async () => {
    const { type, onChange } = setup();
    type('05.03.2026');
    expect(onChange).toHaveBeenCalledWith('2026-03-05');
    expect(mockCalendarLoaded).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Kalender öffnen' }));
    // The first load of the calendar's module takes a while on a busy machine.
    expect(await screen.findByRole('grid', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(mockCalendarLoaded).toHaveBeenCalledTimes(1);
  });

  it('takes a day typed as DD.MM.YYYY and shows a given day that way', () => {
    const { onChange, type } = setup();
    type('29.2.2024');
    expect(onChange.mock.calls).toEqual([['2024-02-29']]);
    expect(screen.getByLabelText('Von')).toHaveValue('29.02.2024');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses what is no day, naming the format, and passes nothing on', () => {
    const { onChange, type } = setup();
    type('31.02.2026');
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte geben Sie ein Datum im Format TT.MM.JJJJ ein.');
    type('2026-03-05');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('with noFuture refuses a future day with a message, and takes today', () => {
    const { onChange, type } = setup({ noFuture: true });
    type('01.01.2999');
    expect(screen.getByRole('alert')).toHaveTextContent('Ein Datum in der Zukunft ist hier nicht möglich.');
    type(formatDay(today));
    expect(onChange.mock.calls).toEqual([[today]]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a day before min, and passes "" when cleared', () => {
    const { onChange, type } = setup({ value: '2026-03-10', min: '2026-03-05' });
    type('04.03.2026');
    expect(screen.getByRole('alert')).toHaveTextContent('Dieses Datum liegt außerhalb des möglichen Zeitraums.');
    type('');
    expect(onChange.mock.calls).toEqual([['']]);
  });

  it('opens a calendar in German and takes the day picked there', async () => {
    const { onChange } = setup({ noFuture: true, value: '2026-03-10' });
    fireEvent.click(screen.getByRole('button', { name: 'Kalender öffnen' }));
    const grid = await screen.findByRole('grid');
    expect(grid).toHaveAccessibleName(/März 2026/);
    fireEvent.click(within(grid).getByRole('button', { name: 'Donnerstag, 5. März 2026' }));
    expect(onChange.mock.calls).toEqual([['2026-03-05']]);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('greys out the days after today when future days are refused', async () => {
    setup({ noFuture: true });
    fireEvent.click(screen.getByRole('button', { name: 'Kalender öffnen' }));
    const day = Number(today.slice(8, 10));
    const days = within(await screen.findByRole('grid'))
      .getAllByRole('gridcell')
      .filter((cell) => !cell.hasAttribute('data-outside'));
    const after = days.filter((cell) => Number(cell.textContent) > day);
    expect(after.every((cell) => cell.hasAttribute('data-disabled'))).toBe(true);
    expect(days.find((cell) => Number(cell.textContent) === day)).not.toHaveAttribute('data-disabled');
  });
});
