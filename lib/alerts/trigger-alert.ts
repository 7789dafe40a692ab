import { db } from '@/lib/db';
import { enqueueEmail } from '@/lib/mail/enqueue-email';
import type { TemplateData } from '@/lib/mail/templates';

/**
 * Marks the alert triggered and writes its e-mail in one transaction. The update only takes an
 * alert that is still ACTIVE: when two instances evaluate the same window, the second update waits
 * for the first to commit, finds the row TRIGGERED and changes nothing, so no second e-mail.
 * Returns whether this call triggered it.
 */
export async function triggerAlert(alertId: number, to: string, mail: TemplateData<'price_alert'>, now: Date): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.priceAlert.updateMany({ where: { id: alertId, status: 'ACTIVE' }, data: { status: 'TRIGGERED', triggeredAt: now } });
    if (count !== 1) return false;
    await enqueueEmail(to, 'price_alert', mail, tx);
    return true;
  });
}
