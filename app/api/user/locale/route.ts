import { withApi } from '@/lib/api/with-api';
import { db } from '@/lib/db';
import { ZUserLocale } from '@/lib/users/schemas';

/** The language the user chose in the shell, kept so the platform's mails to the user are written in it. */
export const PUT = withApi({
  auth: 'user',
  body: ZUserLocale,
  handler: async ({ user, body }) => {
    await db.user.update({ where: { id: user.userId }, data: { locale: body.locale } });
    return { locale: body.locale };
  },
});
