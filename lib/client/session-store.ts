'use client';

/**
 * The only client state the spec keeps in session storage: account type, roles and features.
 * Every API request sends the account type as X-Account-Type.
 */
const KEY = 'fuel.session';

export interface StoredSession {
  accountType: string;
  roles: string[];
  features: string[];
}

export function readSession(): StoredSession | null {
  if (typeof window === 'undefined') return null;
  try {
    return JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
}

export function writeSession(session: StoredSession) {
  window.sessionStorage.setItem(KEY, JSON.stringify(session));
}

export function clearSession() {
  window.sessionStorage.removeItem(KEY);
}
