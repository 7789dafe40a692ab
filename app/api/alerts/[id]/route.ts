import { withApi } from '@/lib/api/with-api';
import { alertsEnabled } from '@/lib/alerts/alerts-enabled';
import { deleteAlert } from '@/lib/alerts/delete-alert';
import { ZAlertParams } from '@/lib/alerts/schemas';

export const DELETE = alertsEnabled(withApi({ auth: 'user', params: ZAlertParams, handler: ({ user, params }) => deleteAlert(user.userId, params.id) }));
