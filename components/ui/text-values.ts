export type Values = Record<string, string | number>;

/** The problem's data a text may name ({max}); objects such as a conflict's record are left out. */
export const textValues = (data: Record<string, unknown> = {}): Values =>
  Object.fromEntries(Object.entries(data).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1])));
