import type { ZodType } from 'zod';

/** One call as /api/openapi.json describes it, documented from the zod schemas its handler parses with. */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  access: string;
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** A multipart/form-data body instead of JSON (the CSV upload). */
  multipart?: ZodType;
  /** Authenticated by `Authorization: Bearer <token>` (a seller's API token) instead of the session cookie. */
  bearer?: boolean;
  errors: string[];
  /** A creating call that reads the Idempotency-Key header (lib/api/idempotency.ts). */
  idempotent?: boolean;
  /** Answers 201 Created instead of 200. */
  created?: boolean;
  /** Answers Server-Sent Events (text/event-stream), described here, and reads Last-Event-ID. */
  eventStream?: string;
}
