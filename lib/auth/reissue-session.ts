import { encode, getToken } from 'next-auth/jwt';
import type { NextRequest, NextResponse } from 'next/server';
import { authOptions } from './options';

/**
 * After the user's own password change validAfter has moved past the caller's session too. Rather
 * than making the browser sign in again (a 2-factor user would need a new code), the server
 * re-issues the caller's cookie with the same claims and a new sign-in time. Every other session
 * keeps its old `authAt` and ends at its next request.
 */
export async function reissueSession(req: NextRequest, res: NextResponse, authAt: Date): Promise<NextResponse> {
  const secret = process.env.NEXTAUTH_SECRET!;
  const token = await getToken({ req, secret });
  if (!token) return res;
  const maxAge = authOptions.session!.maxAge!;
  const secure = process.env.NEXTAUTH_URL?.startsWith('https://') ?? false;
  const value = await encode({ token: { ...token, authAt: authAt.getTime() }, secret, maxAge });
  res.cookies.set({
    name: `${secure ? '__Secure-' : ''}next-auth.session-token`,
    value,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    expires: new Date(Date.now() + maxAge * 1000),
  });
  return res;
}
