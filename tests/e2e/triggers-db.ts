import { Pool } from 'pg';

/** The trigger spec's clean-up over plain `pg`: its contract, with its trigger orders. */
const pool = new Pool({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/fuel', max: 2 });

export async function removeContract(ekkNumber: string): Promise<void> {
  await pool.query(`DELETE FROM "TriggerOrder" WHERE "contractId" IN (SELECT "id" FROM "TriggerContract" WHERE "ekkNumber" = $1)`, [ekkNumber]);
  await pool.query(`DELETE FROM "TriggerContract" WHERE "ekkNumber" = $1`, [ekkNumber]);
  await pool.end();
}
