import { z } from 'zod';
import { idSchema } from '@/lib/api/ids';
import { ORDER_STATUSES } from '@/lib/orders/domain/order-status';

/** Comma-separated query lists ("1,2,3"); an empty string means no filter. */
const list = <T extends z.ZodType>(item: T) =>
  z
    .string()
    .optional()
    .transform((value, ctx): z.output<T>[] | undefined => {
      const parts = value
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : [];
      if (!parts.length) return undefined;
      const parsed = parts.map((part) => item.safeParse(part));
      // One issue on the list itself, so the 400 names the field ("productList"), not an index.
      if (parsed.some((result) => !result.success)) {
        ctx.addIssue({ code: 'custom', message: 'invalid_list' });
        return z.NEVER;
      }
      return parsed.map((result) => result.data as z.output<T>);
    });

const idList = list(idSchema());
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
  orderStatusList: list(z.enum(ORDER_STATUSES)),
  purchaseUnitList: list(z.string().max(32)),
});

export type OrderHistoryQuery = z.infer<typeof ZOrderHistoryQuery>;
