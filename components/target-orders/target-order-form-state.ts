import Decimal from 'decimal.js';
import type { TargetOrderBody, TargetOrderDto, TargetOrderPrefill } from '@/lib/target-orders/schemas';

/** What the form holds: choices as the selects give them, numbers as Decimals. */
export interface TargetOrderFormState {
  productId: string;
  terminalIds: string[];
  regionIds: string[];
  favouriteId: string;
  sellerAccountIds: string[];
  deliveryLocationId: string;
  paymentTermId: string;
  volume: Decimal | null;
  partFills: boolean;
  minPart: Decimal | null;
  limitPrice: Decimal | null;
  /** "YYYY-MM-DD", or "" for today. */
  validUntil: string;
}

/** A new order: the account's only address chosen, and what a price alert it was made from names (product, terminal, limit). */
export const emptyTargetOrder = (onlyAddress: number | null, prefill: TargetOrderPrefill = {}): TargetOrderFormState => ({
  productId: prefill.productId ? String(prefill.productId) : '',
  terminalIds: prefill.terminalId ? [String(prefill.terminalId)] : [],
  regionIds: [],
  favouriteId: '',
  sellerAccountIds: [],
  deliveryLocationId: onlyAddress === null ? '' : String(onlyAddress),
  paymentTermId: '',
  volume: null,
  partFills: false,
  minPart: null,
  limitPrice: prefill.limit ? new Decimal(prefill.limit) : null,
  validUntil: '',
});

/** A placed order, to change: regions and a favourite were saved as the terminals they stand for. */
export const targetOrderToForm = (o: TargetOrderDto): TargetOrderFormState => ({
  productId: String(o.productId),
  terminalIds: o.terminalIds.map(String),
  regionIds: [],
  favouriteId: '',
  sellerAccountIds: o.sellerAccountIds.map(String),
  deliveryLocationId: o.deliveryLocationId === null ? '' : String(o.deliveryLocationId),
  paymentTermId: o.paymentTermId === null ? '' : String(o.paymentTermId),
  volume: new Decimal(o.volume),
  partFills: o.partFills,
  minPart: o.minPart === null ? null : new Decimal(o.minPart),
  limitPrice: new Decimal(o.limitPrice),
  validUntil: o.validUntil,
});

const id = (value: string) => (value === '' ? null : Number(value));

/** The body POST /api/target-orders reads; an empty choice or number is sent as such, so the schema names the field. */
export function formToBody(state: TargetOrderFormState): TargetOrderBody {
  return {
    productId: Number(state.productId),
    terminalIds: state.terminalIds.map(Number),
    regionIds: state.regionIds.map(Number),
    favouriteId: id(state.favouriteId),
    sellerAccountIds: state.sellerAccountIds.map(Number),
    deliveryLocationId: id(state.deliveryLocationId),
    liftingPeriodId: null,
    paymentTermId: id(state.paymentTermId),
    volume: state.volume?.toFixed() ?? '',
    partFills: state.partFills,
    minPart: state.partFills ? (state.minPart?.toFixed() ?? null) : null,
    limitPrice: state.limitPrice?.toFixed() ?? '',
    validUntil: state.validUntil || null,
  };
}
