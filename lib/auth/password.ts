import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes).
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2);
export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password).catch(() => false);

/** A valid hash of nothing anybody knows: checked against when the e-mail is unknown so timing tells nothing. */
export const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$mfeyFiAnUVNySQ1mTnQJ5g$cY3Bgl1wXjRnqOS23grQB393VxVY1eCu4a6yRD7E9+s';

// The policy lives apart from argon2 (a native module) so that forms in the browser can import it.
export { PASSWORD_MIN_LENGTH, passwordProblem } from './password-policy';
