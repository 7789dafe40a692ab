'use client';

import { SessionProvider, useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TermsSections } from '@/components/legal/terms-sections';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api/fetch-client';
import { AuthCard, Notice } from './auth-card';
import styles from './auth.module.css';
import { useMessage } from './use-message';
import { TextLink } from '@/components/ui/text-link';

interface Props {
  accepted: boolean;
  version: string;
}

/**
 * /agb (platform-shell 2, BUYER_ACCEPT_GTC_ON_FIRST_LOGIN): the terms and an accept button. After
 * accepting, update() makes next-auth re-issue the JWT with fresh claims, so the request guard
 * stops sending the buyer back here. The only screen that needs next-auth's session context.
 */
export function TermsAcceptance(props: Props) {
  return (
    <SessionProvider refetchOnWindowFocus={false}>
      <TermsForm {...props} />
    </SessionProvider>
  );
}

function TermsForm({ accepted, version }: Props) {
  const t = useTranslations('auth');
  const message = useMessage();
  // Until the session is loaded, update() would not renew the session, and the guard would send the user back here.
  const { update, status } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function accept() {
    setBusy(true);
    setError(null);
    try {
      await apiFetch('/api/metadata/user/store/gtc-accepted', { method: 'POST' });
      await update();
      // A full page load, not the client router: the router keeps what it learned while the terms
      // were still open (a page it fetched redirected back here) and would follow that redirect again.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- the full load is the point
      window.location.assign('/');
    } catch {
      setError('technical_error');
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t('termsHeading')} wide logo={false}>
      <p className={styles.intro}>
        {t('termsIntro')} {t('termsVersion', { version })}
      </p>
      <div className={styles.terms} tabIndex={0} aria-label={t('termsHeading')}>
        <TermsSections t={t} />
      </div>
      {error && (
        <Notice kind="error">
          <p>{message(error)}</p>
        </Notice>
      )}
      {accepted && !busy ? (
        <>
          <Notice kind="success">
            <p>{t('termsAccepted')}</p>
          </Notice>
          <TextLink href="/">{t('termsContinue')}</TextLink>
        </>
      ) : (
        <Button onClick={accept} disabled={busy || status === 'loading'}>
          {t('termsAccept')}
        </Button>
      )}
    </AuthCard>
  );
}
