import pino from 'pino';

/** The one logger: JSON lines; handlers use child loggers carrying the request id. */
export const log = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: undefined,
  redact: ['password', '*.password', 'req.headers.cookie'],
});
