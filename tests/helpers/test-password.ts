import { hash } from '@node-rs/argon2';

/** The password of every user a test creates. */
export const TEST_PASSWORD = 'Test-Passw0rd';

let testHash: Promise<string> | undefined;

/**
 * The stored hash of TEST_PASSWORD. The product checks an argon2id hash with the cost written in
 * it, so the test users' hash takes the smallest cost: a test login then hashes for about a
 * millisecond instead of the product's ~30 ms, over the hundreds of logins of a run. Every hash
 * the product makes (the demo users, a new or changed password) keeps the product's cost
 * (lib/auth/password.ts).
 */
export const testPasswordHash = () => (testHash ??= hash(TEST_PASSWORD, { memoryCost: 1024, timeCost: 1, parallelism: 1 }));
