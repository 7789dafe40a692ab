import { withApi } from '@/lib/api/with-api';
import { acceptTerms } from '@/lib/auth/accept-terms';

/** platform-shell 7: whether the signed-in user accepted the current terms (version TERMS_VERSION). */
export const GET = withApi({ auth: 'user', handler: ({ user }) => ({ accepted: user.gtcAccepted }) });

export const POST = withApi({ auth: 'user', handler: ({ user, ip }) => acceptTerms(user, ip) });
