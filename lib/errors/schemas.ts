import { z } from 'zod';

/** An error the browser reports (POST /api/client-errors), e.g. "Received no data for the market window". */
export const ZClientError = z.object({ message: z.string().min(1).max(500), context: z.record(z.string(), z.unknown()).optional() });
