import fs from 'node:fs';
import { CLIENT_STAMP, prismaCli, schemaFingerprint } from './lib/prisma-cli';

const args = process.argv.slice(2);
process.stdout.write(prismaCli(args));
// The client of this schema is there (npm install's run included): a build need not make it again.
if (args[0] === 'generate') fs.writeFileSync(CLIENT_STAMP, schemaFingerprint());
