import { ROLES } from '@/lib/access/routes';
import type { Tx } from '@/lib/db';
import { enqueueEmail } from '@/lib/mail/enqueue-email';
import type { TemplateData, TemplateName } from '@/lib/mail/templates';

/**
 * The people of an account who manage its relationships: company admins and users with
 * MyRelationships_View (a login lock is no reason to skip one). They get the relationship mails, in the caller's transaction.
 */
export async function mailRelationshipManagers<T extends TemplateName>(tx: Tx, accountId: number, template: T, data: TemplateData<T>) {
  const users = await tx.user.findMany({
    where: { accountId, OR: [{ isAdmin: true }, { roles: { has: ROLES.relationships } }] },
    select: { email: true },
    orderBy: { id: 'asc' },
  });
  for (const { email } of users) await enqueueEmail(email, template, data, tx);
}
