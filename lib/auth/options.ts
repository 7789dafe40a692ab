import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { databaseUnavailableReason } from '@/lib/api/domain/database-unavailable';
import { log } from '@/lib/log';
import { refusalMessage } from './domain/login-refusal';
import { verifyLogin, type LoginResult } from './verify-login';
import { trustedIp } from './trusted-ip';
import { viewerClaims } from './viewer-claims';

/** next-auth: credentials login (fields email, password, code) and stateless JWT sessions. */
export const authOptions: NextAuthOptions = {
  session: { strategy: 'jwt', maxAge: 8 * 60 * 60 },
  pages: { signIn: '/login', error: '/login' },
  providers: [
    CredentialsProvider({
      name: 'credentials',
      credentials: { email: { type: 'email' }, password: { type: 'password' }, code: { type: 'text' } },
      async authorize(credentials, req) {
        const headers = new Headers(req?.headers as Record<string, string>);
        let result: LoginResult;
        try {
          result = await verifyLogin({
            email: credentials?.email ?? '',
            password: credentials?.password ?? '',
            code: credentials?.code || undefined,
            ip: trustedIp(headers),
          });
        } catch (error) {
          // next-auth would hand the exception's text to the client: only a message key leaves.
          const reason = databaseUnavailableReason(error);
          if (reason) log.warn({ reason }, 'login refused, try again later');
          else log.error({ err: error }, 'login failed');
          result = { ok: false, reason: 'try_again_later' };
        }
        // next-auth passes the thrown message to the client as `error`: a message key (and a lock's end).
        if (!result.ok) throw new Error(refusalMessage(result));
        return { id: String(result.userId) };
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user, trigger }) {
      // next-auth re-encodes the cookie (new `iat`) on every /api/auth/session call, so `iat` cannot
      // tell when the password was last proven. `authAt` is set at sign-in only and is what
      // load-session-user compares with the user's validAfter.
      if (user) return { ...token, authAt: Date.now(), viewer: await viewerClaims(Number(token.sub)) };
      // Claims are refreshed when the browser calls update() (e.g. after accepting terms).
      if (trigger === 'update') return { ...token, viewer: await viewerClaims(Number(token.sub)) };
      return token;
    },
    session: ({ session, token }) => ({ ...session, userId: token.sub }),
  },
};
