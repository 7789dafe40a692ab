import { z } from 'zod';
import { withApi } from '@/lib/api/with-api';
import { getUserSetting } from '@/lib/settings/get-user-setting';
import { saveUserSetting } from '@/lib/settings/save-user-setting';
import { ZSettingParams } from '@/lib/settings/schemas';

/** Per-user settings (platform-shell 3): the saved ranking and product-volume filters. */
export const GET = withApi({
  auth: 'user',
  params: ZSettingParams,
  handler: ({ user, params }) => getUserSetting(user.userId, params.key),
});

export const PUT = withApi({
  auth: 'user',
  params: ZSettingParams,
  body: z.unknown(),
  handler: ({ user, params, body }) => saveUserSetting(user.userId, params.key, body),
});
