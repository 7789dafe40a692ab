import { ensureBuild, serverEnv } from './lib/platform';

/**
 * npm run build: the Prisma client and the production bundle, stamped with the source fingerprint
 * so that a later `npm start` on the same files (e.g. in the Docker image) does not build again.
 */
ensureBuild(serverEnv({ NODE_ENV: 'production' })).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
