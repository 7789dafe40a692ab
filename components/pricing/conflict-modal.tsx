'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export type RuleConflict = 'rule_edited_elsewhere' | 'rule_deleted_elsewhere';

/** trading-domain 4 and 8: another user edited or deleted the rule meanwhile; overwrite it or close. */
export function ConflictModal({
  conflict,
  busy,
  onOverwrite,
  onClose,
}: {
  conflict: RuleConflict | null;
  busy: boolean;
  onOverwrite: () => void;
  onClose: () => void;
}) {
  const t = useTranslations('pricing');
  return (
    <Modal
      open={conflict !== null}
      title={t('conflictTitle')}
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
      <p data-testid="rule-conflict">{conflict ? t(`errors.${conflict}`) : ''}</p>
    </Modal>
  );
}
