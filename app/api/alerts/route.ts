import { withApi } from '@/lib/api/with-api';
import { alertsEnabled } from '@/lib/alerts/alerts-enabled';
import { createAlert } from '@/lib/alerts/create-alert';
import { listAlerts } from '@/lib/alerts/list-alerts';
import { alertInputSchema } from '@/lib/alerts/schemas';
import { brand } from '@/lib/env';

export const GET = alertsEnabled(withApi({ auth: 'user', handler: ({ user }) => listAlerts(user.userId) }));

export const POST = alertsEnabled(
  withApi({
    auth: { route: 'priceAlert' },
    body: alertInputSchema(brand().decimals),
    idempotent: true,
    handler: ({ user, body, db }) => createAlert(user, body, db),
  }),
);
