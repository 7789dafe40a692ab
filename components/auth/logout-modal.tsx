'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { apiFetch } from '@/lib/api/fetch-client';
import { endBrowserSession } from './end-browser-session';

/**
 * Asks before logging out (platform-shell 6). Confirm audits the logout on the server, ends the
 * next-auth session, wipes all browser state and lands on /logout with a full page load so no
 * cached data of the old session survives in memory.
 */
export function LogoutModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('auth');
  const tc = useTranslations('common');
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    // The audit call may fail (session already gone); logging out must still go through.
    await endBrowserSession('/logout', () => apiFetch('/api/logout'));
  }

  return (
    <Dialog
      open={open}
      title={t('logoutTitle')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {tc('cancel')}
          </Button>
          <Button onClick={confirm} disabled={busy} data-testid="logout-confirm">
            {t('logoutConfirm')}
          </Button>
        </>
      }
    >
      <p>{t('logoutQuestion')}</p>
    </Dialog>
  );
}
