'use client';

import type Decimal from 'decimal.js';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { Button } from './button';
import { Dialog } from './dialog';
import styles from './ui.module.css';

/** What a step costs: net, the VAT at its rate (in per cent), and gross. */
export interface Amounts {
  net: Decimal | string;
  vatRate: Decimal | string;
  vat: Decimal | string;
  gross: Decimal | string;
}

interface Props {
  open: boolean;
  title: string;
  /** What happens on confirming, in the user's words ("Der Token ist danach ungültig."). */
  consequence: ReactNode;
  /** The verb of the step ("Triggern", "Sperren"); "Bestätigen" when there is none. */
  confirmLabel?: string;
  /** When money is involved: shown in the user's format before the step is taken. */
  amounts?: Amounts;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Further content between the consequence and the amounts (e.g. a reason to fill in). */
  children?: ReactNode;
}

/** A question before what cannot be undone: what happens, what it costs with VAT, "Abbrechen" or the step. */
export function ConfirmDialog({ open, title, consequence, confirmLabel, amounts, danger, busy, onConfirm, onClose, children }: Props) {
  const t = useTranslations('common');
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
            {confirmLabel ?? t('confirm')}
          </Button>
        </>
      }
    >
      <p>{consequence}</p>
      {children}
      {amounts && <AmountLines amounts={amounts} />}
    </Dialog>
  );
}

/** Net, VAT and gross as lines, in the brand's currency and the user's number format. */
export function AmountLines({ amounts }: { amounts: Amounts }) {
  const t = useTranslations('common');
  const locale = useLocale();
  const { currency } = useBrand();
  const money = (value: Decimal | string) => formatMoney(value, { currency, locale });
  return (
    <dl className={styles.amounts} data-testid="amounts">
      <dt>{t('net')}</dt>
      <dd>{money(amounts.net)}</dd>
      <dt>{t('vat', { rate: formatNumber(amounts.vatRate, locale, { decimals: 2, trim: true }) })}</dt>
      <dd>{money(amounts.vat)}</dd>
      <dt>{t('gross')}</dt>
      <dd>
        <strong>{money(amounts.gross)}</strong>
      </dd>
    </dl>
  );
}
