'use client';

import Decimal from 'decimal.js';
import { useTranslations } from 'next-intl';
import { ConfirmDialog, type Amounts } from '@/components/ui/confirm-dialog';
import { DeclineDialog } from './decline-dialog';
import type { HistoryRow } from './history-response';

/** What an order costs the buyer: net, VAT (its rate from the invoice) and gross. */
export function orderAmounts(row: HistoryRow): Amounts {
  const { net, vat, gross } = row.invoice;
  const vatRate = new Decimal(net).isZero() ? new Decimal(0) : new Decimal(vat).div(net).times(100).toDecimalPlaces(2);
  return { net, vat, gross, vatRate };
}

interface Props {
  /** The order whose confirmation is asked for; null: that dialog is closed. */
  confirming: HistoryRow | null;
  /** The order whose decline is asked for; null: that dialog is closed. */
  declining: HistoryRow | null;
  busy: boolean;
  onConfirm: (row: HistoryRow) => void;
  onDecline: (row: HistoryRow, reason: string) => void;
  onClose: () => void;
}

/**
 * The seller's two steps that ask first, each naming the order and what the buyer pays: confirming
 * binds the seller, declining ends the order. Loaded when one first opens (with decimal.js for the
 * VAT rate), so the order list's first load carries neither.
 */
export function OrderStepDialogs({ confirming, declining, busy, onConfirm, onDecline, onClose }: Props) {
  const t = useTranslations('orders');
  return (
    <>
      <ConfirmDialog
        open={confirming !== null}
        title={t('confirmTitle')}
        consequence={t('confirmQuestion', { orderId: confirming?.orderId ?? '' })}
        confirmLabel={t('action_confirm')}
        amounts={confirming ? orderAmounts(confirming) : undefined}
        busy={busy}
        onClose={onClose}
        onConfirm={() => confirming && onConfirm(confirming)}
      />
      <DeclineDialog
        orderId={declining?.orderId ?? null}
        amounts={declining ? orderAmounts(declining) : undefined}
        busy={busy}
        onClose={onClose}
        onDecline={(reason) => declining && onDecline(declining, reason)}
      />
    </>
  );
}
