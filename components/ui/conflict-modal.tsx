'use client';

import { useTranslations } from 'next-intl';
import { Button } from './button';
import { Modal } from './modal';

/**
 * trading-domain 4: another user changed or deleted what is being edited meanwhile; overwrite it
 * with one's own edit, or close and see theirs. Open while `message` says what happened.
 */
export function ConflictModal({
  title,
  message,
  busy,
  onOverwrite,
  onClose,
}: {
  title: string;
  message: string | null;
  busy: boolean;
  onOverwrite: () => void;
  onClose: () => void;
}) {
  const t = useTranslations('common');
  return (
    <Modal
      open={message !== null}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
          <Button onClick={onOverwrite} disabled={busy}>
            {t('overwrite')}
          </Button>
        </>
      }
    >
      <p data-testid="conflict-message">{message}</p>
    </Modal>
  );
}
