import type { AccountType } from '@/lib/access/routes';

export type ProfileTabKey = 'personal' | 'team' | 'password' | 'company' | 'locations';

interface Tab {
  key: ProfileTabKey;
  /** The /profil/{tab} segment; the personal details are /profil itself. */
  slug: string;
  visible: (viewer: { isAdmin: boolean; accountType: AccountType }) => boolean;
}

export const PROFILE_TABS: Tab[] = [
  { key: 'personal', slug: '', visible: () => true },
  // trading-domain 6: company admins manage the team.
  { key: 'team', slug: 'team', visible: (v) => v.isAdmin },
  { key: 'password', slug: 'passwort', visible: () => true },
  { key: 'company', slug: 'unternehmen', visible: () => true },
  // trading-domain 6: delivery addresses belong to buyers.
  { key: 'locations', slug: 'lieferadressen', visible: (v) => v.accountType === 'BUYER' },
];

export const tabHref = (tab: Tab) => (tab.slug ? `/profil/${tab.slug}` : '/profil');
