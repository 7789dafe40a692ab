'use client';

import { useEffect, useRef, useState } from 'react';
import { observeSkew, remainingMs, type ClockSkew } from '@/lib/market-window/domain/countdown';

/** Milliseconds left of a price reservation, on the server's clock (corrected like the market window's). */
export function useReservationCountdown(expiresAt: string | undefined, serverTime: string | undefined): number | null {
  const skew = useRef<ClockSkew | null>(null);
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!expiresAt || !serverTime) return;
    skew.current = observeSkew(skew.current, new Date(serverTime), new Date());
    const update = () => setLeft(remainingMs(new Date(expiresAt), new Date(), skew.current));
    update();
    const timer = setInterval(update, 1_000);
    return () => clearInterval(timer);
  }, [expiresAt, serverTime]);
  return left;
}
