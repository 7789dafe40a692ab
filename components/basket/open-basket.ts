'use client';

/**
 * The buyer's open basket in this browser tab, so "In den Warenkorb" adds to it rather than
 * starting another; the server decides whether it is still open (an ordered one answers 409).
 */
const KEY = 'openBasketId';

export const openBasketId = () => (typeof window === 'undefined' ? null : window.sessionStorage.getItem(KEY));
export const rememberOpenBasket = (id: string) => window.sessionStorage.setItem(KEY, id);
export const forgetOpenBasket = () => window.sessionStorage.removeItem(KEY);
