import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { publicBrand } from '@/brands';
import { AppProviders } from '@/components/providers/app-providers';
import { brand } from '@/lib/env';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  return { title: brand().company.headline };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body>
        {/* Locale and time zone for every client component; the messages come per layout and page (ClientMessages). */}
        <NextIntlClientProvider messages={{}}>
          <AppProviders brand={publicBrand(brand())}>{children}</AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
