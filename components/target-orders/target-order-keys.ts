/**
 * The target orders' query keys, in a module of their own: the shell's fill stream reloads them
 * on every screen and must not bring the target orders' hooks into every first load.
 */
export const targetOrderKeys = {
  all: ['targetOrders'] as const,
  list: () => [...targetOrderKeys.all, 'list'] as const,
  bestPrice: (productId: number, terminalIds: number[]) => [...targetOrderKeys.all, 'bestPrice', productId, terminalIds] as const,
};
