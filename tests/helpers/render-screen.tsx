import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import { NoticeProvider } from '@/components/providers/notice-provider';
import de from '@/messages/de.json';

/**
 * A signed-in screen in a component test: German texts, the fuelmarket brand, a query client that
 * does not retry, and the notices (a saved notice is role "status", a failed one role "alert").
 */
export function renderScreen(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(fuelmarket)}>
        <QueryClientProvider client={client}>
          <NoticeProvider>{ui}</NoticeProvider>
        </QueryClientProvider>
      </BrandProvider>
    </NextIntlClientProvider>,
  );
}
