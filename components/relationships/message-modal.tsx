'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Dialog } from '@/components/ui/dialog';

/** Asks for the optional message that goes with a request or a decision, then confirms. */
export function MessageModal({
  title,
  confirmLabel,
  onConfirm,
  onClose,
  busy,
}: {
  title: string | null;
  confirmLabel: string;
  onConfirm: (message: string) => void;
  onClose: () => void;
  busy: boolean;
}) {
  const t = useTranslations('relationships');
  const common = useTranslations('common');
  const [message, setMessage] = useState('');
  return (
    <Dialog
      open={title !== null}
      title={title ?? ''}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {common('cancel')}
          </Button>
          <Button data-testid="message-confirm" disabled={busy} onClick={() => onConfirm(message)}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Field id="relationship-message" label={t('message')}>
        <textarea id="relationship-message" maxLength={2000} rows={3} value={message} onChange={(e) => setMessage(e.target.value)} />
      </Field>
    </Dialog>
  );
}
