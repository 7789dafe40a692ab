import { randomBytes } from 'node:crypto';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { migrate } from './lib/migrate';

/**
 * npm run operator:create -- --email ops@example.com [--first-name Olga] [--last-name Brandt] [--company "Plattformbetrieb"]
 * The first login of an installation on a real database (DATABASE_URL): migrates, loads the
 * reference data if missing, and creates an admin of the brand's operator account. Asks for the
 * password on a terminal (empty: one is generated); otherwise generates one and prints it once.
 */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' }, company: { type: 'string' } },
  });
  if (!values.email) throw new Error('usage: npm run operator:create -- --email <address> [--first-name ..] [--last-name ..] [--company ..]');
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set. (The embedded database of `npm start` has the demo users, operator@demo.fuel among them.)');
  await migrate(url);
  const { currentPlatformId, seedReferenceData } = await import('../prisma/seed');
  const { createOperator } = await import('../lib/users/create-operator');
  const { brand } = await import('../lib/env');
  await seedReferenceData();
  const asked = process.stdin.isTTY ? await askHidden('Password (empty: generate one): ') : '';
  const password = asked || `${randomBytes(15).toString('base64url')}-Aa7`;
  const user = await createOperator({
    email: values.email,
    firstName: values['first-name'] ?? 'Platform',
    lastName: values['last-name'] ?? 'Operator',
    company: values.company ?? brand().company.name,
    platformId: currentPlatformId(),
    password,
  });
  console.log(`operator ${user.email} created${asked ? '' : `; password (shown once): ${password}`}`);
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  process.stdout.write(question);
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => undefined;
  return new Promise((resolve) =>
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer.trim());
    }),
  );
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    const key = (error as { messageKey?: string }).messageKey;
    console.error(
      key === 'already_exists'
        ? 'A user with this e-mail address exists already; nothing was changed.'
        : key
          ? `Refused: ${key}`
          : error instanceof Error
            ? error.message
            : error,
    );
    process.exit(1);
  });
