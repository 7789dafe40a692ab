import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { SessionUser } from '@/lib/auth/session-user';
import { brand } from '@/lib/env';
import { buildMenu } from '@/lib/shell/menu';
import { formatDate } from '@/lib/format/dates';
import { listNews } from '@/lib/news/list-news';
import { showsNewsBox } from '@/lib/shell/news-box';
import { MarketPanel } from '@/components/market/market-panel';
import { DashboardStats } from '@/components/stats/dashboard-stats';
import { RecentOrders } from '@/components/stats/recent-orders';
import styles from './dashboard.module.css';

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
  | 'operatorAudit'
  | 'contact'
  | 'helpCentre';

/**
 * The dashboard: a greeting, the market panel (countdown, market change, forward curve, intraday
 * charts) and one tile per area the viewer may open (the same decision as the menu); the
 * operator's tiles lead to its desk.
 */
export async function Dashboard({ user }: { user: SessionUser }) {
  const t = await getTranslations('dashboard');
  const tt = await getTranslations('titles');
  const areas = buildMenu(user, brand().flags).filter((entry) => entry.name !== 'dashboard');
  const news = showsNewsBox(user) ? await listNews(user) : null;
  const tiles = [
    ...areas.map((entry) => ({ key: entry.name as TileKey, href: entry.href, title: tt(entry.labelKey) })),
    { key: 'contact' as const, href: '/kontakt', title: tt('contact') },
    { key: 'helpCentre' as const, href: '/hilfe-center', title: tt('helpCentre') },
  ];
  return (
    <div className={styles.dashboard}>
      <h1>{t('greeting', { name: `${user.firstName} ${user.lastName}`.trim() })}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {/* The operator trades nothing: no market panel, and the order statistics would answer it 403. */}
      {user.accountType !== 'OPERATOR' && (
        <>
          <MarketPanel />
          <DashboardStats accountType={user.accountType}>
            <RecentOrders user={user} />
          </DashboardStats>
        </>
      )}
      <div className={styles.layout}>
        <ul className={styles.tiles}>
          {tiles.map((tile) => (
            <li key={tile.key}>
              <Link href={tile.href} className={styles.tile} data-tile={tile.key}>
                <strong>{tile.title}</strong>
                <span>{t(`tiles.${tile.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
        {news && (
          <aside className={styles.news} aria-labelledby="news-title" data-testid="news-box">
            <h2 id="news-title">{t('newsTitle')}</h2>
            {news.items.length === 0 && <p>{t('newsEmpty')}</p>}
            {news.items.map((item) => (
              <article key={item._id} className={styles.newsItem} data-testid="news-box-item">
                <h3>{item.title}</h3>
                <p className={styles.newsMeta}>
                  {item.seller.name} · {formatDate(item.date, brand().timeZone)}
                </p>
                <p className={styles.newsContent}>{item.content}</p>
              </article>
            ))}
          </aside>
        )}
      </div>
    </div>
  );
}
