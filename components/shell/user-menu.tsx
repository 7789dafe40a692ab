'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import { LanguageSwitch } from './language-switch';
import styles from './shell.module.css';
import { PageLink } from '@/components/ui/page-link';

// Loaded when first asked for: the confirmation (and next-auth's client behind it) is rarely needed.
const LogoutModal = lazy(() => import('@/components/auth/logout-modal').then((m) => ({ default: m.LogoutModal })));

/** First and last name with settings, help centre, language and logout (platform-shell 2). */
export function UserMenu({ name }: { name: string }) {
  const t = useTranslations('shell');
  const [open, setOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const logoutMounted = useOpenedOnce(logoutOpen);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div className={styles.userMenu} ref={root}>
      <button
        type="button"
        className={styles.userButton}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={() => setOpen((v) => !v)}
        data-testid="user-menu-button"
      >
        {/* The initials are drawn by CSS: the button's name is the user's name, as shown beside them. */}
        <span className={styles.avatar} data-initials={initials(name)} aria-hidden="true" />
        <span className={styles.userName}>{name}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id="user-menu" className={styles.dropdown}>
          <li>
            <PageLink href="/profil" onClick={close}>
              {t('settings')}
            </PageLink>
          </li>
          <li>
            <PageLink href="/hilfe-center" onClick={close}>
              {t('helpCentre')}
            </PageLink>
          </li>
          <li>
            <button
              type="button"
              className={styles.menuItem}
              onClick={() => {
                close();
                setLogoutOpen(true);
              }}
            >
              {t('logout')}
            </button>
          </li>
          <li className={styles.dropdownSection}>
            <LanguageSwitch id="user-menu-language" remember />
          </li>
        </ul>
      )}
      {logoutMounted && (
        <Suspense fallback={null}>
          <LogoutModal open={logoutOpen} onClose={() => setLogoutOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}
