import type { Tx } from '@/lib/db';
import { db } from '@/lib/db';
import { TEMPLATES, type TemplateData, type TemplateName } from './templates';

/** Writes an e-mail to the outbox, in the caller's transaction when one is given. */
export async function enqueueEmail<T extends TemplateName>(
  to: string,
  template: T,
  data: TemplateData<T>,
  client: Tx | typeof db = db,
) {
  const { subject, body } = (TEMPLATES[template] as (d: TemplateData<T>) => { subject: string; body: string })(data);
  await client.emailOutbox.create({ data: { to, subject, template, body } });
}
