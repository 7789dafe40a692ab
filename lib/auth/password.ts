import { hash, verify } from '@node-rs/argon2';
import { AdmissionGate } from '@/lib/api/domain/admission-gate';
import { AppError } from '@/lib/api/errors';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes).
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Password hashes of this instance at once: each takes 19 MiB and a core for tens of
 * milliseconds, so a flood of logins must wait in a short queue or be refused ("try again
 * later", 503 with Retry-After) rather than take every core and the memory from the trading calls.
 */
export const hashingGate = new AdmissionGate({
  concurrent: Number(process.env.PASSWORD_HASHES_AT_ONCE ?? 2),
  queued: Number(process.env.PASSWORD_HASHES_QUEUED ?? 32),
  maxWaitMs: 2_000,
});

async function limited<T>(work: () => Promise<T>): Promise<T> {
  const release = await hashingGate.enter();
  if (!release) throw new AppError('unavailable', 'try_again_later');
  try {
    return await work();
  } finally {
    release();
  }
}

export const hashPassword = (password: string) => limited(() => hash(password, ARGON2));
export const verifyPassword = (passwordHash: string, password: string) => limited(() => verify(passwordHash, password).catch(() => false));

/** A valid hash of nothing anybody knows: checked against when the e-mail is unknown so timing tells nothing. */
export const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$mfeyFiAnUVNySQ1mTnQJ5g$cY3Bgl1wXjRnqOS23grQB393VxVY1eCu4a6yRD7E9+s';

// The policy lives apart from argon2 (a native module) so that forms in the browser can import it.
export { PASSWORD_MIN_LENGTH, passwordProblem } from './password-policy';
