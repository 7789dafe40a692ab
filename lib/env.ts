import { z } from 'zod';
import { loadBrand } from '@/brands';
import { tradingHoursSchema } from '@/brands/schema';

const envSchema = z.object({
  BRAND: z.string().default('fuelmarket'),
  DATABASE_URL: z.string().startsWith('postgres'),
  NEXTAUTH_SECRET: z.string().min(32, 'NEXTAUTH_SECRET must be at least 32 characters'),
  SMTP_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('Fuel Trading <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ERROR_REPORTING_DSN: z.string().optional(),
  DB_POOL_SIZE: z.coerce.number().int().positive().default(20),
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().positive().default(2_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  API_MAX_CONCURRENT: z.coerce.number().int().positive().optional(),
  API_MAX_QUEUED: z.coerce.number().int().nonnegative().optional(),
  API_QUEUE_WAIT_MS: z.coerce.number().int().nonnegative().default(1_000),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** The validated configuration; the first call throws with every problem named. */
export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid configuration:\n${parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`).join('\n')}`);
    }
    cached = parsed.data;
  }
  return cached;
}

let cachedBrand: { id: string; flags: string; brand: ReturnType<typeof loadBrand> } | undefined;

/** The brand of this process with the flags BRAND_FLAGS sets, checked once (the pricing engine asks for it per offer). */
export function brand() {
  const id = process.env.BRAND ?? 'fuelmarket';
  const flags = process.env.BRAND_FLAGS ?? '';
  if (cachedBrand?.id !== id || cachedBrand.flags !== flags) cachedBrand = { id, flags, brand: loadBrand(id, undefined, flags) };
  return cachedBrand.brand;
}

const marketSchema = z.object({
  MARKET_WINDOW_MINUTES: z.coerce.number().int().positive().optional(),
  MARKET_ALWAYS_OPEN: z.string().optional(),
  MARKET_TRADING_HOURS: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (!text?.trim()) return undefined;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'is not JSON' });
        return z.NEVER;
      }
      const hours = tradingHoursSchema.safeParse(value);
      if (!hours.success) ctx.addIssue({ code: 'custom', message: 'needs {"open":"HH:mm","close":"HH:mm","days":[1..7]}' });
      return hours.data;
    }),
});

let cachedMarket: { key: string; overrides: ReturnType<typeof parseMarketOverrides> } | undefined;

function parseMarketOverrides() {
  const parsed = marketSchema.safeParse(process.env);
  if (!parsed.success) throw new Error(`Invalid configuration:\n${parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  const { MARKET_WINDOW_MINUTES, MARKET_ALWAYS_OPEN, MARKET_TRADING_HOURS } = parsed.data;
  return { windowMinutes: MARKET_WINDOW_MINUTES, alwaysOpen: MARKET_ALWAYS_OPEN === '1', tradingHours: MARKET_TRADING_HOURS };
}

/**
 * What replaces the brand's market-window settings: the window length, trading at every hour
 * (demos and tests at night) or other trading hours. Read again when the variables change (tests
 * switch them), and checked at start like the rest.
 */
export function marketOverrides() {
  const key = [process.env.MARKET_WINDOW_MINUTES, process.env.MARKET_ALWAYS_OPEN, process.env.MARKET_TRADING_HOURS].join('\n');
  if (cachedMarket?.key !== key) cachedMarket = { key, overrides: parseMarketOverrides() };
  return cachedMarket.overrides;
}
