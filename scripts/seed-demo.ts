import { seedDemoData } from '../prisma/seed';

/** Loads the reference and demo data of BRAND into DATABASE_URL (a migrated database), then exits. */
seedDemoData()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
