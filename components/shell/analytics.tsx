'use client';

import { useEffect } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { analyticsAllowed, type Consent } from '@/lib/cookies/consent';

export const ANALYTICS_SCRIPT_ID = 'brand-analytics';

/**
 * Loads the brand's analytics and session-recording script once analytical consent is given
 * (platform-shell 4). The script reads its settings from data attributes: the IP address is
 * always anonymised, and recording runs only where the brand turns it on.
 */
export function Analytics({ consent }: { consent: Consent | null }) {
  const brand = useBrand();
  const allowed = analyticsAllowed(consent, brand);
  const src = brand.analyticsScriptUrl;

  useEffect(() => {
    const present = document.getElementById(ANALYTICS_SCRIPT_ID);
    // A withdrawn consent removes the tag; the script itself must honour the cookie from then on.
    if (!allowed || !src) {
      present?.remove();
      return;
    }
    // Kept across layout changes (login -> dashboard) so the script runs once per page load.
    if (present) return;
    const script = document.createElement('script');
    script.id = ANALYTICS_SCRIPT_ID;
    script.src = src;
    script.async = true;
    script.dataset.anonymizeIp = 'true';
    script.dataset.sessionRecording = String(brand.flags.sessionRecording);
    document.head.appendChild(script);
  }, [consent, allowed, src, brand.flags.sessionRecording]);

  return null;
}
