'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, invalidWhen } from '@/components/ui/field';
import { Dialog } from '@/components/ui/dialog';

interface Props {
  /** The order number of the order to decline; null: the dialog is closed. */
  orderId: string | null;
  busy: boolean;
  onDecline: (reason: string) => void;
  onClose: () => void;
}

/** Asks before a decline, which cannot be undone, and for its reason, which the buyer receives by e-mail. */
export function DeclineDialog({ orderId, busy, onDecline, onClose }: Props) {
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
    <Dialog
      open={orderId !== null}
      title={t('declineTitle')}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => {
              setTried(true);
              if (reason.trim()) onDecline(reason.trim());
            }}
          >
            {t('action_decline')}
          </Button>
        </>
      }
    >
      <p>{t('declineQuestion', { orderId: orderId ?? '' })}</p>
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
    </Dialog>
  );
}
