import { NextResponse } from 'next/server';
import { randomUUID } from 'node:crypto';
import type { Problem } from '@/lib/api/errors';
import { brand } from '@/lib/env';

type Handler<R extends Request, C> = (req: R, context: C) => Promise<Response>;

/**
 * Price alerts exist on the first brand only (flag priceAlert). Without the flag every alert call
 * answers 404 before anything else is looked at, so the feature is simply not there.
 */
export function alertsEnabled<R extends Request, C>(handler: Handler<R, C>): Handler<R, C> {
  return async (req, context) => {
    if (brand().flags.priceAlert) return handler(req, context);
    const requestId = req.headers.get('x-request-id') ?? randomUUID();
    const body: Problem = { code: 'not_found', message: 'not_found', requestId };
    return NextResponse.json(body, { status: 404, headers: { 'x-request-id': requestId } });
  };
}
