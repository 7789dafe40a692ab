import { z } from 'zod';
import { loadBrand } from '@/brands';

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
