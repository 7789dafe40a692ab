'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/** A yes/no question before a change that matters (purchase rights, blocking, deleting). */
export function ConfirmModal({
  open,
  title,
  question,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  question: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useTranslations('common');
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={busy}>
            {t('confirm')}
          </Button>
        </>
      }
    >
      <p>{question}</p>
    </Modal>
  );
}
