import type { Tx } from '@/lib/db';
import { db } from '@/lib/db';
import { TEMPLATES, type MailSecret, type TemplateData, type TemplateName } from './templates';

/** Subject and body of a template; for callers that write the outbox row in their own statement. */
export function renderEmail<T extends TemplateName>(template: T, data: TemplateData<T>) {
  return (TEMPLATES[template] as (d: TemplateData<T>) => { subject: string; body: string; secret?: MailSecret })(data);
}

/** A mail's secret as the outbox keeps it: the masked body and when the secret expires. */
export function secretColumns(body: string, secret: MailSecret | undefined, now = new Date()) {
  if (!secret) return {};
  return { redactedBody: body.replaceAll(secret.value, '[entfernt]'), secretExpiresAt: new Date(now.getTime() + secret.minutes * 60_000) };
}

/** Writes an e-mail to the outbox, in the caller's transaction when one is given. */
export async function enqueueEmail<T extends TemplateName>(to: string, template: T, data: TemplateData<T>, client: Tx | typeof db = db) {
  const { subject, body, secret } = renderEmail(template, data);
  await client.emailOutbox.create({ data: { to, subject, template, body, ...secretColumns(body, secret) } });
}
