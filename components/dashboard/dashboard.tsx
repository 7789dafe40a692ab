import { getLocale, getTranslations } from 'next-intl/server';
import type { SessionUser } from '@/lib/auth/session-user';
import { brand } from '@/lib/env';
import { buildMenu } from '@/lib/shell/menu';
import { formatDate } from '@/lib/format/dates';
import { listNews } from '@/lib/news/list-news';
import { advertsFor, dashboardSections } from '@/lib/shell/dashboard-sections';
import { showsNewsBox } from '@/lib/shell/news-box';
import { MarketPanel } from '@/components/market/market-panel';
import { WorkQueue } from '@/components/operator/work-queue';
import { DashboardStats } from '@/components/stats/dashboard-stats';
import { RecentOrders } from '@/components/stats/recent-orders';
import styles from './dashboard.module.css';
import { TextLink } from '@/components/ui/text-link';
import { PageLink } from '@/components/ui/page-link';

type TileKey =
  | 'orders'
  | 'reports'
  | 'news'
  | 'offerManagement'
  | 'pricingEngine'
  | 'priceAlert'
  | 'buyerManagement'
  | 'contracts'
  | 'market'
  | 'sellerManagement'
  | 'childAccounts'
  | 'operatorAccounts'
  | 'operatorCatalogue'
  | 'operatorAudit'
  | 'contact'
  | 'helpCentre';

/**
 * The dashboard: a greeting, the market panel (countdown, market change, forward curve, intraday
 * charts), the order statistics, one tile per area the viewer may open (the same decision as the
 * menu), the sellers' news and the platform's advertisements; the operator sees its work queue
 * (design 14) and tiles that lead to its desk.
 */
export async function Dashboard({ user }: { user: SessionUser }) {
  const t = await getTranslations('dashboard');
  const tt = await getTranslations('titles');
  const locale = await getLocale();
  const { flags, adverts: brandAdverts, timeZone } = brand();
  const areas = buildMenu(user, flags).filter((entry) => entry.name !== 'dashboard');
  const news = showsNewsBox(user) ? await listNews(user) : null;
  const adverts = advertsFor(user, flags, brandAdverts);
  const sections = dashboardSections(user.accountType, flags, adverts.length);
  const tiles = [
    ...areas.map((entry) => ({ key: entry.name as TileKey, href: entry.href, title: tt(entry.labelKey) })),
    { key: 'contact' as const, href: '/kontakt', title: tt('contact') },
    { key: 'helpCentre' as const, href: '/hilfe-center', title: tt('helpCentre') },
  ];
  return (
    <div className={styles.dashboard}>
      <h1>{t('greeting', { name: `${user.firstName} ${user.lastName}`.trim() })}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {sections.includes('market') && <MarketPanel live={areas.some((entry) => entry.name === 'market')} />}
      {user.accountType === 'OPERATOR' && <WorkQueue user={user} />}
      {sections.includes('stats') && (
        <DashboardStats accountType={user.accountType}>
          <RecentOrders user={user} />
          {sections.includes('incompleteOrders') && <RecentOrders user={user} incomplete />}
        </DashboardStats>
      )}
      <div className={styles.layout}>
        <ul className={styles.tiles}>
          {tiles.map((tile) => (
            <li key={tile.key}>
              <PageLink href={tile.href} className={styles.tile} data-tile={tile.key}>
                <strong>{tile.title}</strong>
                <span>{t(`tiles.${tile.key}`)}</span>
              </PageLink>
            </li>
          ))}
        </ul>
        <div className={styles.side}>
          {news && (
            <aside className={styles.news} aria-labelledby="news-title" data-testid="news-box">
              <h2 id="news-title">{t('newsTitle')}</h2>
              {news.items.length === 0 && <p>{t('newsEmpty')}</p>}
              {news.items.map((item) => (
                <article key={item._id} className={styles.newsItem} data-testid="news-box-item">
                  <h3>{item.title}</h3>
                  <p className={styles.newsMeta}>
                    {item.seller.name} · {formatDate(item.date, timeZone, locale)}
                  </p>
                  <p className={styles.newsContent}>{item.content}</p>
                </article>
              ))}
            </aside>
          )}
          {sections.includes('adverts') && (
            <aside className={styles.news} aria-labelledby="adverts-title" data-testid="adverts">
              <h2 id="adverts-title">{t('advertsTitle')}</h2>
              {adverts.map((advert) => (
                <article key={advert.href + advert.title} className={styles.newsItem}>
                  <h3>
                    <TextLink href={advert.href}>{advert.title}</TextLink>
                  </h3>
                  <p className={styles.newsContent}>{advert.text}</p>
                </article>
              ))}
            </aside>
          )}
        </div>
      </div>
    </div>
  );
}
