import { z } from 'zod';

/** The counterpart kind to list: a buyer lists its sellers, a seller its buyers. */
export const ZRelationshipParams = z.object({ accountType: z.enum(['buyer', 'seller'], { error: 'invalid_value' }) });
