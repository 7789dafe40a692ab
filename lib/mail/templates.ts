/**
 * E-mail texts. Kept in German, the language of the platform's users; the outbox stores the
 * rendered text so what was sent is what a support agent reads.
 */
export const TEMPLATES = {
  one_time_code: (d: { code: string }) => ({
    subject: 'Ihr Anmeldecode',
    body: `Ihr Anmeldecode lautet ${d.code}. Er ist 10 Minuten gültig und kann einmal verwendet werden.`,
  }),
  password_reset: (d: { link: string }) => ({
    subject: 'Passwort zurücksetzen',
    body: `Über diesen Link vergeben Sie ein neues Passwort (1 Stunde gültig, einmal verwendbar):\n${d.link}`,
  }),
  welcome: (d: { firstName: string; link: string }) => ({
    subject: 'Willkommen auf der Handelsplattform',
    body: `Hallo ${d.firstName},\nfür Sie wurde ein Zugang angelegt. Vergeben Sie Ihr Passwort hier (1 Stunde gültig):\n${d.link}`,
  }),
  contact: (d: { from: string; subject: string; message: string }) => ({
    subject: `Kontaktanfrage: ${d.subject}`,
    body: `Von: ${d.from}\n\n${d.message}`,
  }),
} as const;

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateData<T extends TemplateName> = Parameters<(typeof TEMPLATES)[T]>[0];
