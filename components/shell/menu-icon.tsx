import type { MENU_ROUTES } from '@/lib/shell/menu';

/** Outline icons of the bottom bar's entries (24 x 24, stroked in the text colour): every menu route has one. */
const PATHS: Record<(typeof MENU_ROUTES)[number], string> = {
  dashboard: 'M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM14 14h7v7h-7z',
  orders: 'M9 3h6v3H9zM6 5h12v16H6zM9 11h6M9 15h6M9 18h3',
  reports: 'M4 20V11M10 20V5M16 20v-6M21 20H3',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-4 0M7 9h7M7 13h7M7 16h4',
  offerManagement: 'M3 12V3h9l9 9-9 9zM8 8h.01',
  pricingEngine: 'M4 7h16M4 12h16M4 17h16M9 5v4M15 10v4M7 15v4',
  buyerManagement: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-7 7-7s7 3 7 7M16 3.5a4 4 0 0 1 0 7.5M22 21c0-3-2-5.5-5-6.5',
  sellerManagement: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-7 7-7s7 3 7 7M16 3.5a4 4 0 0 1 0 7.5M22 21c0-3-2-5.5-5-6.5',
  contracts: 'M6 2h9l5 5v15H6zM14 2v6h6M9 17c1.5-2 3-2 4 0s2.5 1 4-1',
  market: 'M3 9l2-6h14l2 6zM4 9v12h16V9M9 21v-6h6v6',
  priceAlert: 'M6 16v-5a6 6 0 1 1 12 0v5l2 2H4zM10 21h4',
  targetOrders: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM12 11a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  childAccounts: 'M9 3h6v5H9zM12 8v4M5 16v-4h14v4M3 16h4v5H3zM10 16h4v5h-4zM17 16h4v5h-4z',
  operatorAccounts: 'M4 21V5l8-3 8 3v16M2 21h20M9 8h.01M15 8h.01M9 12h.01M15 12h.01M10 21v-5h4v5',
  operatorCatalogue: 'M3 5a2 2 0 0 1 2-2h5a2 2 0 0 1 2 2v16a2 2 0 0 0-2-2H3zM21 5a2 2 0 0 0-2-2h-5a2 2 0 0 0-2 2v16a2 2 0 0 1 2-2h7z',
  operatorAudit: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
};

export function MenuIcon({ name }: { name: string }) {
  const path = PATHS[name as keyof typeof PATHS];
  if (!path) return null;
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}
