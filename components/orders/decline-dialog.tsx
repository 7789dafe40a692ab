'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog, type Amounts } from '@/components/ui/confirm-dialog';
import { Field, invalidWhen } from '@/components/ui/field';

interface Props {
  /** The order number of the order to decline; null: the dialog is closed. */
  orderId: string | null;
  /** What the buyer would have paid. */
  amounts?: Amounts;
  busy: boolean;
  onDecline: (reason: string) => void;
  onClose: () => void;
}

/** Asks before a decline, which cannot be undone, and for its reason, which the buyer receives by e-mail. */
export function DeclineDialog({ orderId, amounts, busy, onDecline, onClose }: Props) {
  const t = useTranslations('orders');
  const tv = useTranslations('validation');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = tried && !reason.trim();
  const close = () => {
    setReason('');
    setTried(false);
    onClose();
  };
  return (
    <ConfirmDialog
      open={orderId !== null}
      title={t('declineTitle')}
      consequence={t('declineQuestion', { orderId: orderId ?? '' })}
      confirmLabel={t('action_decline')}
      amounts={amounts}
      danger
      busy={busy}
      onClose={close}
      onConfirm={() => {
        setTried(true);
        if (reason.trim()) onDecline(reason.trim());
      }}
    >
      <Field id="decline-reason" label={t('declineReason')} required message={missing ? tv('decline_reason_required') : null}>
        <textarea
          id="decline-reason"
          rows={3}
          maxLength={500}
          required
          value={reason}
          {...invalidWhen('decline-reason', missing ? 'missing' : null)}
          onChange={(e) => setReason(e.target.value)}
        />
      </Field>
    </ConfirmDialog>
  );
}
