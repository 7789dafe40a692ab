import type { MarketWindowAnswer } from '@/lib/market-window/get-current-window';

/** The most offers one GET /api/v2/offers?ids= names: a screen told of more loads its whole market instead. */
export const MAX_MARKET_IDS = 200;

/**
 * A market_push notification's payload (migrations market_push, target_order_fills_pushed,
 * market_push_accounts and order_push_sellers): offers of one seller that changed, a new window, a
 * target order's fill for one buyer account, a relationship of a buyer that changed (`e`: enabled
 * now), a catalogue change (every market), orders that are new or changed status, once for each
 * account concerned (`a`: the buyer's, the seller's), or users whose sessions ended (`u`: blocked,
 * their account blocked, signed out everywhere); migration market_push_settlements_blocks.
 */
export type MarketPush =
  | { p: string; s: number; o: number[] }
  | { p: string; w: PushedWindow }
  | { p: string; b: number; f: PushedFill }
  | { p: string; b: number; s: number; e: boolean }
  | { c: true }
  | { p: string; a: number; r: number[] }
  | { p: string; u: number[] };

export interface PushedWindow {
  id: number;
  /** ISO instant. */
  expires: string;
  isClone: boolean;
  /** The whole window as GET /api/generic/marketWindow answers it: a screen shows it without asking, so a rollover is one call per screen, not two. */
  window: MarketWindowAnswer;
}

/** A new window as its trigger names it (migration window_push_carries_window): the row's fields, numbers as text. */
export interface NewWindowRow {
  id: number;
  expires: string;
  isClone: boolean;
  created: string;
  marketChange: string;
  prices: unknown;
}

export interface PushedFill {
  targetOrderId: number;
  orderId: number;
}

/**
 * What a stream sends: `window` (fetch the window and the market again), `offers` (ask for these
 * offers again), `market` (load the market whole: what the buyer may see changed), `orders` (orders
 * of the viewer's account that are new or changed status), `fill` (a target order of the buyer
 * filled: its list and the menu's badge load again) or `ended` (the user's session ended: the
 * screen signs out as on a 401, and the stream closes).
 */
export type StreamEvent =
  | { event: 'window'; data: PushedWindow }
  | { event: 'offers'; data: { ids: number[] } }
  | { event: 'market'; data: Record<string, never> }
  | { event: 'orders'; data: { ids: number[] } }
  | { event: 'fill'; data: PushedFill }
  | { event: 'ended'; data: Record<string, never> };

/**
 * Whose screen a stream feeds: the account and platform, and for a buyer the sellers whose offers
 * its market can hold. A seller's stream hears only of its account's orders.
 */
export interface StreamViewer {
  userId: number;
  accountId: number;
  seller: boolean;
  platformId: string;
  sellerIds: ReadonlySet<number>;
}

/**
 * What a push means for one stream, or null when it is none of its business. Offers are matched
 * by seller: an offer a buyer may see is one of a seller it has an ENABLED relationship with, so
 * the seller is the one fact the payload needs. It also names a seller's offers that were not in
 * the screen's last market (a new or resumed offer); the screen's call for them then answers the
 * rows it may see. Matching by the screen's last market instead would need every stream's offer
 * ids on every instance, and miss those.
 */
export function streamEventFor(push: MarketPush, viewer: StreamViewer): StreamEvent | null {
  if ('u' in push) return push.p === viewer.platformId && push.u.includes(viewer.userId) ? { event: 'ended', data: {} } : null;
  // Orders are the business of the accounts they name: no other account's stream hears of them.
  if ('r' in push) return push.p === viewer.platformId && push.a === viewer.accountId ? { event: 'orders', data: { ids: push.r } } : null;
  if (viewer.seller) return null;
  if ('c' in push) return { event: 'market', data: {} };
  if (push.p !== viewer.platformId) return null;
  if ('w' in push) return { event: 'window', data: push.w };
  if ('b' in push) {
    // A buyer's own business (a fill, a relationship): no other account's stream hears of it.
    if (push.b !== viewer.accountId) return null;
    return 'f' in push ? { event: 'fill', data: push.f } : { event: 'market', data: {} };
  }
  return viewer.sellerIds.has(push.s) ? { event: 'offers', data: { ids: push.o } } : null;
}

/**
 * The viewer after a push: a relationship of its account enabled or blocked adds its seller to,
 * or takes it from, the sellers whose offers it hears of. The same viewer when nothing changed.
 */
export function viewerAfter(push: MarketPush, viewer: StreamViewer): StreamViewer {
  if (!('e' in push) || push.b !== viewer.accountId || push.p !== viewer.platformId || viewer.sellerIds.has(push.s) === push.e) return viewer;
  const sellerIds = new Set(viewer.sellerIds);
  if (push.e) sellerIds.add(push.s);
  else sellerIds.delete(push.s);
  return { ...viewer, sellerIds };
}

interface JournalEntry {
  seq: number;
  push: MarketPush;
}

/**
 * The last pushes of this process, so that a browser that reconnects (it sends the last event id
 * it saw) is told what it missed. Ids are `<journal>.<seq>`: a journal is one process's unbroken
 * run of notifications, so an id of another instance, of an earlier run, or older than what is
 * kept cannot be resumed, and the screen must load everything again.
 */
export class PushJournal {
  private readonly entries: JournalEntry[] = [];
  private seq = 0;

  constructor(
    readonly name: string,
    private readonly capacity: number,
  ) {}

  add(push: MarketPush): string {
    this.seq += 1;
    this.entries.push({ seq: this.seq, push });
    if (this.entries.length > this.capacity) this.entries.shift();
    return this.idOf(this.seq);
  }

  /** The id of the last push so far: where a new stream starts. */
  latestId(): string {
    return this.idOf(this.seq);
  }

  /** The pushes after `lastEventId` with their ids, or null when it cannot be resumed here. */
  since(lastEventId: string): { id: string; push: MarketPush }[] | null {
    const dot = lastEventId.lastIndexOf('.');
    if (dot === -1 || lastEventId.slice(0, dot) !== this.name) return null;
    const seq = Number(lastEventId.slice(dot + 1));
    const oldest = this.entries[0]?.seq ?? this.seq + 1;
    if (!Number.isInteger(seq) || seq > this.seq || seq < oldest - 1) return null;
    return this.entries.filter((e) => e.seq > seq).map((e) => ({ id: this.idOf(e.seq), push: e.push }));
  }

  private idOf(seq: number): string {
    return `${this.name}.${seq}`;
  }
}
