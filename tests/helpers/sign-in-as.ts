import { ApiClient, freshIp } from './api-client';
import { TEST_PASSWORD } from './factories';

/** A client signed in as a factory user, from its own address so login rate limits stay apart. */
export async function signInAs(user: { email: string }): Promise<ApiClient> {
  const client = new ApiClient({ 'x-forwarded-for': freshIp() });
  const error = await client.login(user.email, TEST_PASSWORD);
  if (error) throw new Error(`login as ${user.email} refused: ${error}`);
  return client;
}
