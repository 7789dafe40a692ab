import path from 'node:path';
import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg';

// The rust-free client and the JS engine: no native engine download is needed.
export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join('prisma', 'schema.prisma'),
  async adapter() {
    return new PrismaPg({ connectionString: process.env.DATABASE_URL });
  },
});
