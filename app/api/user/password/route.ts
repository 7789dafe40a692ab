import { NextResponse } from 'next/server';
import { withApi } from '@/lib/api/with-api';
import { changePassword } from '@/lib/auth/change-password';
import { reissueSession } from '@/lib/auth/reissue-session';
import { ZPasswordChange } from '@/lib/auth/schemas';

export const PUT = withApi({
  auth: 'user',
  body: ZPasswordChange,
  handler: async ({ req, user, body, ip }) => {
    const changedAt = await changePassword(user, body, ip);
    return reissueSession(req, NextResponse.json({ success: true }), changedAt);
  },
});
