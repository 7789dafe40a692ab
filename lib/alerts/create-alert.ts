import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Client } from '@/lib/db';
import type { AlertInput } from './schemas';

/**
 * A buyer's new price alert, active from the next market window on. Product and terminal must
 * exist: a fuel (prices per 100L15) and a terminal of the caller's platform. The account and
 * the user come from the session, never from the body.
 */
export async function createAlert(user: SessionUser, input: AlertInput, client: Client = db): Promise<{ id: number }> {
  const [product, terminal] = await Promise.all([
    client.product.findFirst({ where: { id: input.productId, type: 'FUEL' }, select: { id: true } }),
    client.terminal.findFirst({ where: { id: input.terminalId, region: { platformId: user.platformId } }, select: { id: true } }),
  ]);
  const fields: Record<string, string> = {};
  if (!product) fields.productId = 'product_not_found';
  if (!terminal) fields.terminalId = 'terminal_not_found';
  if (Object.keys(fields).length) throw new AppError('validation', 'validation_failed', undefined, fields);
  const alert = await client.priceAlert.create({
    data: {
      userId: user.userId,
      accountId: user.accountId,
      note: input.note,
      price: input.price,
      operator: input.operator,
      productId: input.productId,
      terminalId: input.terminalId,
      liftingPeriodType: input.liftingPeriodType,
    },
    select: { id: true },
  });
  return { id: alert.id };
}
