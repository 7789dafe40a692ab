import { z } from 'zod';
import { idSchema } from '@/lib/api/ids';
import { queryList } from '@/lib/api/query-list';
import { ORDER_STATUSES } from '@/lib/orders/domain/order-status';

const idList = queryList(idSchema());
const decimal = z
  .string()
  .regex(/^\d+(\.\d+)?$/, 'number_expected')
  .optional();
const isoDate = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value))
  .optional();

/** platform-shell 7: GET /api/orderHistory (and its CSV export) query parameters. */
export const ZOrderHistoryQuery = z.object({
  productType: z.enum(['FUEL', 'ADDITIVE']).default('FUEL'),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageLimit: z.coerce.number().int().min(1).max(100).default(20),
  orderId: z.string().trim().max(64).optional(),
  sortBy: z.enum(['created', 'orderId', 'price', 'invoice', 'volume', 'status']).default('created'),
  sortType: z.enum(['asc', 'desc']).default('desc'),
  priceMin: decimal,
  priceMax: decimal,
  invoiceMin: decimal,
  invoiceMax: decimal,
  orderQuantityMin: decimal,
  orderQuantityMax: decimal,
  collectionRangeStart: isoDate,
  collectionRangeEnd: isoDate,
  createdStart: isoDate,
  createdEnd: isoDate,
  productList: idList,
  terminalList: idList,
  deliveryAddressList: idList,
  sellerList: idList,
  buyerList: idList,
  shareholderList: idList,
  orderStatusList: queryList(z.enum(ORDER_STATUSES)),
  // A container as purchase unit: its label (at most 40 characters) and litres, "Fass (200 l)".
  purchaseUnitList: queryList(z.string().max(60)),
});

export type OrderHistoryQuery = z.infer<typeof ZOrderHistoryQuery>;
