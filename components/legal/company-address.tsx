import { brand } from '@/lib/env';

/** The brand's postal address, as the imprint and the contact page show it. */
export function CompanyAddress({ withCountry = false }: { withCountry?: boolean }) {
  const { company } = brand();
  return (
    <address>
      {company.name}
      <br />
      {company.street}
      <br />
      {company.postCode} {company.city}
      {withCountry && (
        <>
          <br />
          {company.country}
        </>
      )}
    </address>
  );
}

/** A tel: link target: the number without spaces and punctuation. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;
