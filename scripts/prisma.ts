import { prismaCli } from './lib/prisma-cli';

process.stdout.write(prismaCli(process.argv.slice(2)));
