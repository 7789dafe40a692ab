import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ChangePasswordForm } from '@/components/auth/change-password-form';
import { CompanyAddress } from '@/components/profile/company/company-address';
import { DeliveryLocations } from '@/components/profile/locations/delivery-locations';
import { PersonalDetails } from '@/components/profile/personal/personal-details';
import styles from '@/components/profile/profile.module.css';
import { ProfileTabs } from '@/components/profile/profile-tabs';
import { TwoFactorSettings } from '@/components/profile/security/two-factor-settings';
import { PROFILE_TABS, type ProfileTabKey } from '@/components/profile/tabs';
import { TeamManagement } from '@/components/profile/team/team-management';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import type { SessionUser } from '@/lib/auth/session-user';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';
import { purchaseRightsAvailable } from '@/lib/users/check-purchase-grant';

export async function generateMetadata() {
  return pageTitle('profile');
}

const PANELS: Record<ProfileTabKey, (user: SessionUser) => React.ReactNode> = {
  personal: () => <PersonalDetails />,
  team: (user) => <TeamManagement purchaseRights={purchaseRightsAvailable(user.accountType)} />,
  password: (user) => (
    <>
      <ChangePasswordForm />
      <TwoFactorSettings isAdmin={user.isAdmin} />
    </>
  ),
  company: () => <CompanyAddress />,
  locations: () => <DeliveryLocations />,
};

/** /profil/{tab?}: settings - personal details, team, password, company address, delivery addresses. */
export default async function ProfilePage({ params }: { params: Promise<{ tab?: string[] }> }) {
  const user = await guardPage('profile');
  const { tab: segments = [] } = await params;
  if (segments.length > 1) notFound();
  const slug = segments[0] ? decodeURIComponent(segments[0]) : '';
  const tab = PROFILE_TABS.find((t) => t.slug === slug);
  if (!tab) notFound();
  const visible = PROFILE_TABS.filter((t) => t.visible(user));
  if (!tab.visible(user)) redirect('/profil');
  const tt = await getTranslations('titles');
  const t = await getTranslations('profile');
  return (
    <ClientMessages namespaces={['auth', 'common', 'errors', 'locations', 'profile', 'team', 'validation']}>
      <QueryProvider>
        <section>
          <h1>{tt('profile')}</h1>
          <ProfileTabs tabs={visible} active={tab.key} />
          <div className={styles.panel}>
            <h2>{t(`tabs.${tab.key}`)}</h2>
            {PANELS[tab.key](user)}
          </div>
        </section>
      </QueryProvider>
    </ClientMessages>
  );
}
