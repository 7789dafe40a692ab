import path from 'node:path';
import { defineConfig } from 'prisma/config';

// Only what `prisma generate` reads: the client gets its connection from lib/db.ts (driver adapter),
// and migrations are applied by the project's own runner (scripts/lib/migrate.ts).
export default defineConfig({
  schema: path.join('prisma', 'schema.prisma'),
  migrations: { path: path.join('prisma', 'migrations') },
});
