import type { PriceRule } from './types';

/**
 * A seller's rules with the pool master's global rules added (the oil pool's global-rules master
 * add-on): the master sets GLOBAL rules once (duties, FX, ICE premium, margins) for every seller of
 * the pool. A seller's own rule of the same kind at GLOBAL scope (for a duty: of the same name)
 * stands instead of the master's; any more specific rule of the seller wins anyway by scope.
 * PRICE adjustments of both add up, as all adjustments do.
 */
export function withPoolRules(own: readonly PriceRule[], pool: readonly PriceRule[]): PriceRule[] {
  const ownGlobal = own.filter((rule) => rule.scope === 'GLOBAL');
  const replaced = (rule: PriceRule) =>
    rule.kind !== 'PRICE' && ownGlobal.some((mine) => mine.kind === rule.kind && (rule.kind !== 'DUTY' || (mine.name ?? '') === (rule.name ?? '')));
  return [...own, ...pool.filter((rule) => rule.scope === 'GLOBAL' && !replaced(rule))];
}
