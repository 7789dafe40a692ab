import type { Term } from '@/lib/relationships/domain/changed-terms';
import type { RelationshipStatus, SellerStatus } from '@/lib/relationships/schemas';
import { DateTime } from 'luxon';
import { RESET_LINK_MINUTES, WELCOME_LINK_MINUTES } from '@/lib/auth/issue-reset-link';
import { brand } from '@/lib/env';

/** What in a mail must not outlive its use: it is masked in the outbox once sent or expired. */
export interface MailSecret {
  value: string;
  minutes: number;
}

/**
 * What the buyer's mail says of the seller's decision and what the buyer does next: a request
 * answered, or a release the seller suspends or withdraws (existing orders stay).
 */
const RELATIONSHIP_DECISION_TEXT = {
  accepted: {
    de: 'hat Ihre Anfrage angenommen. Sie können ab sofort auf dem Handelsplatz die Angebote dieses Verkäufers bestellen.',
    en: 'has accepted your request. You can order this seller’s offers on the marketplace now.',
  },
  processing: {
    de: 'hat Ihre Anfrage in Bearbeitung genommen. Der Verkäufer prüft sie; sobald er entschieden hat, erhalten Sie eine weitere E-Mail.',
    en: 'has taken your request into processing. The seller is checking it; you will get another e-mail once it has decided.',
  },
  declined: {
    de: 'hat Ihre Anfrage abgelehnt. Sie können bei diesem Verkäufer derzeit nicht bestellen; bitte wenden Sie sich bei Fragen direkt an ihn. Unter „Meine Verkäufer“ können Sie später erneut anfragen.',
    en: 'has declined your request. You cannot order from this seller for now; please contact the seller directly. You can ask again later under “My sellers”.',
  },
  suspended: {
    de: 'hat Ihre Freischaltung ausgesetzt und prüft sie erneut. Bis dahin können Sie bei diesem Verkäufer nicht bestellen; bestehende Bestellungen bleiben unberührt. Sobald der Verkäufer entschieden hat, erhalten Sie eine weitere E-Mail; den Stand sehen Sie unter „Meine Verkäufer“.',
    en: 'has suspended your release and is reviewing it. Until then you cannot order from this seller; existing orders stay as they are. You will get another e-mail once the seller has decided; “My sellers” shows where it stands.',
  },
  withdrawn: {
    de: 'hat Ihre Freischaltung aufgehoben. Sie können bei diesem Verkäufer nicht mehr bestellen; bestehende Bestellungen bleiben unberührt. Unter „Meine Verkäufer“ können Sie erneut eine Freischaltung anfragen.',
    en: 'has withdrawn your release. You can no longer order from this seller; existing orders stay as they are. You can ask to be released again under “My sellers”.',
  },
} as const;

/** The seller's decision as the buyer's mail tells it: from an enabled relationship it takes a release away. */
function decisionText(from: RelationshipStatus, status: SellerStatus) {
  if (status === 'ENABLED') return RELATIONSHIP_DECISION_TEXT.accepted;
  if (from === 'ENABLED') return RELATIONSHIP_DECISION_TEXT[status === 'DISABLED' ? 'withdrawn' : 'suspended'];
  return RELATIONSHIP_DECISION_TEXT[status === 'DISABLED' ? 'declined' : 'processing'];
}

/** The terms a seller changed, as the buyer's mail names them. */
const TERM_TEXT: Record<Term, { de: string; en: string }> = {
  creditLimit: { de: 'Kreditlimit', en: 'credit limit' },
  creditDays: { de: 'Kredittage', en: 'credit days' },
  releases: { de: 'freigegebene Terminals und Produkte', en: 'released terminals and products' },
  paymentTerm: { de: 'Zahlungsziel', en: 'payment term' },
};

/** The mails' words for a status: the screens' own labels, in German as the mails are. */

/** The relationship mails go to companies whose users may read either language: German, then English. */
const bilingual = (de: string, en: string) => `${de}\n\n--- English ---\n${en}`;
const quoted = (label: string, message: string) => (message ? `\n${label}: ${message}` : '');

/**
 * E-mail texts. Kept in German, the language of the platform's users (the relationship mails in
 * German and English; the order mails, in the recipient's language, are in order-mails.ts); the outbox stores the rendered text so what was sent is what a support
 * agent reads.
 */
export const TEMPLATES = {
  one_time_code: (d: { code: string }) => ({
    subject: 'Ihr Anmeldecode',
    body: `Ihr Anmeldecode lautet ${d.code}. Er ist 10 Minuten gültig und kann einmal verwendet werden.`,
    secret: { value: d.code, minutes: 10 },
  }),
  two_factor_confirm: (d: { code: string }) => ({
    subject: 'Bestätigungscode für die Anmeldung mit Code',
    body:
      `Ihr Bestätigungscode lautet ${d.code}. Er ist 10 Minuten gültig und kann einmal verwendet werden.\n` +
      'Sie haben ihn im Profil angefordert, um die Anmeldung mit einem Code per E-Mail ein- oder auszuschalten. ' +
      'Haben Sie das nicht getan, ändern Sie Ihr Passwort.',
    secret: { value: d.code, minutes: 10 },
  }),
  password_reset: (d: { link: string }) => ({
    subject: 'Passwort zurücksetzen',
    body: `Über diesen Link vergeben Sie ein neues Passwort (1 Stunde gültig, einmal verwendbar):\n${d.link}`,
    secret: { value: d.link, minutes: RESET_LINK_MINUTES },
  }),
  account_locked: (d: { until: Date; resetLink: string }) => ({
    subject: 'Ihr Zugang wurde vorübergehend gesperrt',
    body:
      'Nach zu vielen fehlgeschlagenen Anmeldeversuchen ist die Anmeldung mit Ihrem Zugang bis ' +
      `${DateTime.fromJSDate(d.until, { zone: brand().timeZone }).toFormat("dd.MM.yyyy, HH:mm 'Uhr'")} gesperrt. ` +
      'Bereits angemeldete Sitzungen bleiben bestehen.\nSetzen Sie Ihr Passwort zurück, hebt das die Sperre sofort auf:\n' +
      `${d.resetLink}\nWaren die Versuche nicht von Ihnen, wählen Sie dabei ein neues, sicheres Passwort.`,
  }),
  email_change_confirm: (d: { firstName: string; link: string }) => ({
    subject: 'Neue E-Mail-Adresse bestätigen',
    body:
      `Hallo ${d.firstName},\nfür Ihren Zugang zur Handelsplattform soll künftig diese E-Mail-Adresse gelten. ` +
      `Bestätigen Sie das über diesen Link (24 Stunden gültig, einmal verwendbar):\n${d.link}\n` +
      'Haben Sie die Änderung nicht veranlasst, ignorieren Sie diese E-Mail.',
    secret: { value: d.link, minutes: 24 * 60 },
  }),
  email_change_requested: (d: { firstName: string; newEmail: string; resetLink: string }) => ({
    subject: 'Änderung Ihrer E-Mail-Adresse beantragt',
    body:
      `Hallo ${d.firstName},\nfür Ihren Zugang wurde beantragt, die E-Mail-Adresse (Ihren Anmeldenamen) auf ${d.newEmail} zu ändern. ` +
      'Sie gilt erst, wenn sie über den Link an die neue Adresse bestätigt ist; bis dahin melden Sie sich wie bisher an.\n' +
      `Haben Sie das nicht veranlasst, setzen Sie Ihr Passwort zurück; das verwirft auch die offene Änderung:\n${d.resetLink}`,
  }),
  email_changed: (d: { firstName: string; newEmail: string }) => ({
    subject: 'Ihre E-Mail-Adresse wurde geändert',
    body:
      `Hallo ${d.firstName},\nIhr Zugang zur Handelsplattform meldet sich ab jetzt mit ${d.newEmail} an. ` +
      'Diese Adresse erhält keine Nachrichten der Plattform mehr. Haben Sie das nicht veranlasst, wenden Sie sich an Ihren Administrator.',
  }),
  welcome: (d: { firstName: string; link: string }) => ({
    subject: 'Willkommen auf der Handelsplattform',
    body: `Hallo ${d.firstName},\nfür Sie wurde ein Zugang angelegt. Vergeben Sie Ihr Passwort hier (7 Tage gültig, einmal verwendbar):\n${d.link}`,
    secret: { value: d.link, minutes: WELCOME_LINK_MINUTES },
  }),
  contact: (d: { from: string; subject: string; message: string }) => ({
    subject: `Kontaktanfrage: ${d.subject}`,
    body: `Von: ${d.from}\n\n${d.message}`,
  }),
  /** To the seller's relationship managers when a buyer asks for its empty containers to be collected. */
  barrel_return_requested: (d: { buyerName: string; containers: string; product: string }) => ({
    subject: `Leergut-Rücknahme: ${d.buyerName}`,
    body: `${d.buyerName} bittet um Abholung von ${d.containers} (${d.product}), leer.\nSie markieren die Abholung unter „Meine Angebote“ als erledigt.`,
  }),
  /** Prices come formatted with their unit, by the one number formatter ("89,50 EUR/100L15"). */
  price_alert: (d: { firstName: string; product: string; terminal: string; operator: 'GTE' | 'LTE'; alertPrice: string; bestPrice: string; note: string }) => ({
    subject: `Preisalarm: ${d.product} in ${d.terminal}`,
    body:
      `Hallo ${d.firstName},\nIhr Preisalarm wurde ausgelöst: ${d.product} in ${d.terminal} kostet jetzt ${d.bestPrice} ` +
      `(Ihr Alarm: ${d.operator === 'LTE' ? 'kleiner oder gleich' : 'größer oder gleich'} ${d.alertPrice}).` +
      (d.note ? `\nIhre Notiz: ${d.note}` : '') +
      '\nDer Alarm ist damit erledigt; für eine weitere Benachrichtigung legen Sie bitte einen neuen an.',
  }),
  /** To the user who placed a target-price order when a check refused its fill (docs/target-orders.md); the screen names the reason. */
  target_order_suspended: (d: { firstName: string; product: string; volume: string; limit: string }) => ({
    subject: `Preiswunsch ausgesetzt: ${d.product}`,
    body:
      `Hallo ${d.firstName},\nIhr Preiswunsch für ${d.product} (${d.volume} cbm, Limit ${d.limit}) wurde ausgesetzt: ` +
      'Eine Prüfung hat die Bestellung abgelehnt, etwa ein Kredit- oder Tageslimit. Bis Sie ihn fortsetzen, wird er nicht ausgeführt.\n' +
      'Den Grund sehen Sie unter „Preiswunsch“; dort setzen Sie ihn fort, sobald er behoben ist.',
  }),
  /** To the seller's relationship managers when a buyer asks to trade with them. */
  relationship_requested: (d: { buyerName: string; message: string }) => ({
    subject: `Anfrage zur Freischaltung / Request to trade: ${d.buyerName}`,
    body: bilingual(
      `${d.buyerName} möchte bei Ihnen einkaufen und bittet um Freischaltung.${quoted('Nachricht des Käufers', d.message)}\n` +
        'Sie nehmen die Anfrage an, nehmen sie in Bearbeitung oder lehnen sie ab unter „Meine Käufer“.',
      `${d.buyerName} would like to buy from you and asks to be released.${quoted('Message from the buyer', d.message)}\n` +
        'Accept, process or decline the request under “My buyers”.',
    ),
  }),
  /** To the buyer's relationship managers at each status change the seller makes, `from` the status before. */
  relationship_status: (d: { sellerName: string; from: RelationshipStatus; status: SellerStatus; message: string }) => ({
    subject: `Ihre Geschäftsbeziehung mit ${d.sellerName} / Your relationship with ${d.sellerName}`,
    body: bilingual(
      `${d.sellerName} ${decisionText(d.from, d.status).de}${quoted('Nachricht des Verkäufers', d.message)}`,
      `${d.sellerName} ${decisionText(d.from, d.status).en}${quoted('Message from the seller', d.message)}`,
    ),
  }),
  /** To the buyer's relationship managers when the seller changes the terms of an enabled relationship. */
  relationship_terms_changed: (d: { sellerName: string; terms: Term[]; message: string }) => ({
    subject: `Neue Konditionen von ${d.sellerName} / New terms from ${d.sellerName}`,
    body: bilingual(
      `${d.sellerName} hat Ihre Konditionen geändert: ${d.terms.map((t) => TERM_TEXT[t].de).join(', ')}.${quoted('Nachricht des Verkäufers', d.message)}\n` +
        'Sie gelten ab Ihrer nächsten Bestellung bei diesem Verkäufer; Fragen dazu beantwortet Ihnen der Verkäufer.',
      `${d.sellerName} has changed your terms: ${d.terms.map((t) => TERM_TEXT[t].en).join(', ')}.${quoted('Message from the seller', d.message)}\n` +
        'They apply from your next order with this seller; the seller answers any questions about them.',
    ),
  }),
  /** To the seller's relationship managers when a buyer ends the relationship. */
  relationship_cancelled: (d: { buyerName: string }) => ({
    subject: `Geschäftsbeziehung beendet / Relationship ended: ${d.buyerName}`,
    body: bilingual(
      `${d.buyerName} hat die Geschäftsbeziehung mit Ihnen beendet und kann bei Ihnen nicht mehr bestellen; bestehende Bestellungen bleiben unberührt.\n` +
        'Fragt der Käufer erneut an, erscheint die Anfrage wieder unter „Meine Käufer“, und Sie richten die Konditionen neu ein.',
      `${d.buyerName} has ended its relationship with you and can no longer order from you; existing orders stay as they are.\n` +
        'Should the buyer ask again, the request shows under “My buyers” and you set up its terms anew.',
    ),
  }),
} as const;

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateData<T extends TemplateName> = Parameters<(typeof TEMPLATES)[T]>[0];
