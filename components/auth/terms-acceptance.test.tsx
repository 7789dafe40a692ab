/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { useSession } from 'next-auth/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { oilpool } from '@/brands/oilpool';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import { TermsAcceptance } from './terms-acceptance';

jest.mock('next-auth/react', () => ({
  SessionProvider: ({ children }: { children: React.ReactNode }) => children,
  useSession: jest.fn(),
}));
const session = jest.mocked(useSession);

function renderTerms() {
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(oilpool)}>
        <TermsAcceptance accepted={false} version="2026-01" />
      </BrandProvider>
    </NextIntlClientProvider>,
  );
  return screen.getByRole('button', { name: 'AGB akzeptieren' });
}

describe('TermsAcceptance', () => {
  test('waits for the session before it can be accepted: the renewed session is what lets the buyer in', () => {
    session.mockReturnValue({ status: 'loading', data: null, update: jest.fn() });
    expect(renderTerms()).toBeDisabled();
  });

  test('can be accepted once the session is there', () => {
    session.mockReturnValue({ status: 'authenticated', data: { expires: '' }, update: jest.fn() });
    expect(renderTerms()).toBeEnabled();
  });
});
