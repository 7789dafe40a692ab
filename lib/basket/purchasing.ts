import { AppError } from '@/lib/api/errors';
import { brand } from '@/lib/env';

/** A brand with purchasing disabled (an oil pool between seasons) takes no basket, order or trigger. */
export function assertPurchasingEnabled() {
  if (brand().flags.purchasingDisabled) throw new AppError('trading', 'purchasing_disabled');
}
