const SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'] as const;

type TermsKey = `termsText.${(typeof SECTIONS)[number]}.${'title' | 'body'}`;

/**
 * The full terms and conditions, section by section: on /agb, where a buyer accepts them, and on
 * the public terms page. `t` is the `auth` namespace's translator, the client's or the server's.
 */
export function TermsSections({ t }: { t: (key: TermsKey) => string }) {
  return SECTIONS.map((section) => (
    <section key={section}>
      <h2>{t(`termsText.${section}.title`)}</h2>
      <p>{t(`termsText.${section}.body`)}</p>
    </section>
  ));
}
