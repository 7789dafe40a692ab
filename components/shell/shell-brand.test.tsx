/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { publicBrand, type PublicBrand } from '@/brands';
import { energypool } from '@/brands/energypool';
import { fuelmarket } from '@/brands/fuelmarket';
import { oilpool } from '@/brands/oilpool';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import { CookieConsentProvider } from './cookie-consent';
import { Footer } from './footer';
import { LanguageSwitch } from './language-switch';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

function wrap(brand: PublicBrand, children: ReactNode) {
  return render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={brand}>
        <CookieConsentProvider initial={null}>{children}</CookieConsentProvider>
      </BrandProvider>
    </NextIntlClientProvider>,
  );
}

describe('Footer', () => {
  it('shows "Powered by" for the other brands only', () => {
    const { unmount } = wrap(publicBrand(fuelmarket), <Footer />);
    expect(screen.queryByTestId('powered-by')).not.toBeInTheDocument();
    unmount();
    wrap(publicBrand(energypool), <Footer />);
    expect(screen.getByTestId('powered-by')).toHaveTextContent('Powered by');
  });

  it('links the brand legal pages and reopens the cookie settings', async () => {
    const brand = publicBrand(fuelmarket);
    wrap(brand, <Footer />);
    const legal = screen.getByRole('navigation', { name: 'Rechtliches' });
    expect(within(legal).getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', brand.legal.imprint);
    expect(within(legal).getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', brand.legal.privacy);
    // Signed in, the full terms: the acceptance page, not the public summary.
    expect(within(legal).getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/agb');
    await userEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    expect(await screen.findByRole('switch', { name: /Analytische Cookies/ })).toBeInTheDocument();
  });
});

describe('LanguageSwitch', () => {
  const options = () =>
    within(screen.getByLabelText('Sprache'))
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);

  it('offers de and en, and de-CH only for the oil pool brand', () => {
    const { unmount } = wrap(publicBrand(fuelmarket), <LanguageSwitch />);
    expect(options()).toEqual(['de', 'en']);
    unmount();
    wrap(publicBrand(oilpool), <LanguageSwitch />);
    expect(options()).toEqual(['de-CH', 'de', 'en']);
  });

  it('stores the choice in NEXT_LOCALE and refreshes the server render', async () => {
    wrap(publicBrand(fuelmarket), <LanguageSwitch />);
    await userEvent.selectOptions(screen.getByLabelText('Sprache'), 'en');
    expect(document.cookie).toContain('NEXT_LOCALE=en');
    expect(refresh).toHaveBeenCalled();
  });
});
