/** Names by id, as the audit screen shows them beside the ids an entry holds. */
export interface AuditNames {
  users: Record<number, string>;
  accounts: Record<number, string>;
  products: Record<number, string>;
  terminals: Record<number, string>;
  regions: Record<number, string>;
}

/** The keys of audit entries and their details that hold ids, by what they name. */
export const AUDIT_ID_KEYS: Record<keyof AuditNames, string[]> = {
  users: ['userId', 'targetUserId', 'adminUserId', 'adminUserIds', 'createdUserId'],
  accounts: ['accountId', 'parentId', 'buyerAccountId', 'sellerAccountId'],
  products: ['productId', 'productIds'],
  terminals: ['terminalId', 'terminalIds'],
  regions: ['regionId'],
};

/** What the ids under `key` name, if they name anything. */
export const namedBy = (key: string) => (Object.keys(AUDIT_ID_KEYS) as (keyof AuditNames)[]).find((kind) => AUDIT_ID_KEYS[kind].includes(key));
