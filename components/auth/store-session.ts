'use client';

import { apiFetch } from '@/lib/api/fetch-client';
import { writeSession } from '@/lib/client/session-store';

interface CurrentUser {
  account: { type: string };
  roles: string[];
  features: string[];
}

/** GET /api/user and keep account type, roles and features in session storage (platform-shell 4). */
export async function storeSession(): Promise<void> {
  const user = await apiFetch<CurrentUser>('/api/user');
  writeSession({ accountType: user.account.type, roles: user.roles, features: user.features });
}
