'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSessionRestore } from '@/components/auth/use-session-restore';
import { MarketWindowProvider, type MarketWindowDto } from '@/components/market/market-window-provider';
import { findRoute } from '@/lib/access/routes';
import type { MenuEntry } from '@/lib/shell/menu';
import { BottomBar } from './bottom-bar';
import type { Consent } from '@/lib/cookies/consent';
import { CookieConsentProvider } from './cookie-consent';
import { Footer } from './footer';
import { Header } from './header';
import { SideMenu } from './side-menu';
import { useMenuBadges } from './use-menu-badges';
import styles from './shell.module.css';

const HELP_CENTRE_CLASS = 'help-centre';

/**
 * The complex layout of platform-shell 2 in the browser: header, main area (without side padding
 * on fullWidth routes), footer, bottom bar and hamburger menu below 992 px, cookie consent, and the
 * one market window countdown that runs while a user is logged in (platform-shell 4).
 */
export function ComplexShell({
  menu,
  userName,
  marketWindow,
  consent,
  children,
}: {
  menu: MenuEntry[];
  userName: string;
  marketWindow: MarketWindowDto | null;
  /** The cookie choice the request carried. */
  consent: Consent | null;
  children: ReactNode;
}) {
  const t = useTranslations('shell');
  const pathname = usePathname();
  const route = findRoute(pathname);
  const counts = useMenuBadges(menu);
  const [sideMenuOpen, setSideMenuOpen] = useState(false);
  useSessionRestore();
  const closeSideMenu = useCallback(() => setSideMenuOpen(false), []);

  const [menuPath, setMenuPath] = useState(pathname);
  if (pathname !== menuPath) {
    setMenuPath(pathname);
    setSideMenuOpen(false);
  }

  useEffect(() => {
    document.body.classList.toggle(HELP_CENTRE_CLASS, route.name === 'helpCentre');
    return () => document.body.classList.remove(HELP_CENTRE_CLASS);
  }, [route.name]);

  return (
    <CookieConsentProvider initial={consent}>
      <div className={styles.shell}>
        <a href="#main" className={styles.skipLink}>
          {t('skipToContent')}
        </a>
        <Header menu={menu} counts={counts} pathname={pathname} userName={userName} sideMenuOpen={sideMenuOpen} onOpenSideMenu={() => setSideMenuOpen(true)} />
        <SideMenu open={sideMenuOpen} onClose={closeSideMenu} menu={menu} counts={counts} pathname={pathname} />
        <main id="main" className={`${styles.main} ${route.fullWidth ? styles.fullWidth : ''}`}>
          <MarketWindowProvider initial={marketWindow}>{children}</MarketWindowProvider>
        </main>
        <Footer />
        <BottomBar menu={menu} counts={counts} pathname={pathname} />
      </div>
    </CookieConsentProvider>
  );
}
