import pino, { type LoggerOptions } from 'pino';

/** Exported so a test can read the lines of a logger configured exactly like this one. */
export const LOG_OPTIONS: LoggerOptions = {
  level: process.env.LOG_LEVEL ?? 'info',
  base: undefined,
  redact: ['password', '*.password', 'req.headers.cookie'],
};

/** The one logger: JSON lines; handlers use child loggers carrying the request id. */
export const log = pino(LOG_OPTIONS);
