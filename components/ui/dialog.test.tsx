/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Decimal from 'decimal.js';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';

function Opener({ onConfirm = () => undefined }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Token widerrufen</button>
      <button>Anderswo</button>
      <ConfirmDialog
        open={open}
        title="Token widerrufen?"
        consequence="Programme mit diesem Token werden abgewiesen."
        confirmLabel="Widerrufen"
        danger
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      >
        <input aria-label="Grund" />
      </ConfirmDialog>
    </>
  );
}

const show = (ui: React.ReactNode, locale: 'de' | 'de-CH' = 'de') =>
  render(
    <NextIntlClientProvider locale={locale} messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(fuelmarket)}>{ui}</BrandProvider>
    </NextIntlClientProvider>,
  );

test('the dialog takes the focus, keeps Tab inside, and gives the focus back to its opener on "Abbrechen"', async () => {
  const user = userEvent.setup();
  show(<Opener />);
  const opener = screen.getByRole('button', { name: 'Token widerrufen' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Token widerrufen?' });
  expect(dialog).toHaveTextContent('Programme mit diesem Token werden abgewiesen.');
  expect(screen.getByLabelText('Grund')).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Widerrufen' })).toHaveFocus();
  await user.tab();
  expect(screen.getByLabelText('Grund')).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Widerrufen' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
});

test('Esc closes the dialog (the cancel event of <dialog>) and the focus returns', async () => {
  const user = userEvent.setup();
  show(<Opener />);
  const opener = screen.getByRole('button', { name: 'Token widerrufen' });
  await user.click(opener);
  fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
});

test('the confirm button runs the step', async () => {
  const user = userEvent.setup();
  const onConfirm = jest.fn();
  show(<Opener onConfirm={onConfirm} />);
  await user.click(screen.getByRole('button', { name: 'Token widerrufen' }));
  await user.click(screen.getByRole('button', { name: 'Widerrufen' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
});

test('two dialogs name themselves by their own titles', () => {
  show(
    <>
      <Dialog open title="Erster" onClose={() => undefined}>
        a
      </Dialog>
      <Dialog open title="Zweiter" onClose={() => undefined}>
        b
      </Dialog>
    </>,
  );
  expect(screen.getByRole('dialog', { name: 'Erster' })).toHaveTextContent('a');
  expect(screen.getByRole('dialog', { name: 'Zweiter' })).toHaveTextContent('b');
});

const amounts = { net: new Decimal('9115'), vatRate: '19', vat: new Decimal('1731.85'), gross: new Decimal('10846.85') };

test.each([
  ['de', ['Netto', '9.115,00 €', 'MwSt. (19 %)', '1.731,85 €', 'Brutto', '10.846,85 €']],
  ['de-CH', ['Netto', "9'115.00 €", 'MwSt. (19 %)', "1'731.85 €", 'Brutto', "10'846.85 €"]],
] as const)('money is named with VAT before the step, in the %s format', (locale, lines) => {
  show(<ConfirmDialog open title="Triggern?" consequence="10 cbm Diesel" amounts={amounts} onConfirm={() => undefined} onClose={() => undefined} />, locale);
  const shown = [...screen.getByTestId('amounts').children].map((c) => c.textContent?.replace(/\u00a0/g, ' '));
  expect(shown).toEqual(lines);
});
