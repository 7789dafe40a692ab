import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { migrate, newMigrationName, pendingMigrations } from './migrate';

const m = (name: string, checksum = `sum-${name}`) => ({ name, checksum });

describe('which migrations apply', () => {
  test('the new ones in order, after those applied', () => {
    const folders = [m('20261201110000_c'), m('20261101000000_a'), m('20261130000000_b')];
    expect(pendingMigrations(folders, [m('20261101000000_a')]).map((x) => x.name)).toEqual(['20261130000000_b', '20261201110000_c']);
    expect(pendingMigrations(folders, folders)).toEqual([]);
  });

  test('a migration changed after it was applied stops the start, naming it', () => {
    expect(() => pendingMigrations([m('20261101000000_a', 'edited'), m('20261130000000_b')], [m('20261101000000_a')])).toThrow(
      'Migration 20261101000000_a was changed after it was applied',
    );
  });

  test('a new migration that sorts before one applied already is refused, naming both', () => {
    expect(() => pendingMigrations([m('20261127100000_new'), m('20261201110000_c')], [m('20261201110000_c')])).toThrow(
      'Migration 20261127100000_new sorts before 20261201110000_c, which is applied already',
    );
  });
});

describe('the name of a new migration', () => {
  test('now, when now is after the newest folder', () => {
    expect(newMigrationName('x', ['20261101000000_a'], new Date('2026-11-27T10:15:30Z'))).toBe('20261127101530_x');
  });

  test('a minute after the newest folder, when that is later than now', () => {
    expect(newMigrationName('x', ['20261201110000_c', '20261101000000_a'], new Date('2026-11-27T10:15:30Z'))).toBe('20261201110100_x');
    expect(newMigrationName('x', ['20261231235900_c'], new Date('2026-11-27T10:15:30Z'))).toBe('20270101000000_x');
  });
});

describe('migrate against a real database', () => {
  const name = `migrate_test_${process.pid}`;
  let dir: string;
  let url: string;
  const admin = () => new Client({ connectionString: process.env.DATABASE_URL });

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const target = new URL(process.env.DATABASE_URL!);
    target.pathname = `/${name}`;
    url = target.toString();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  });

  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  const write = (folder: string, sql: string) => {
    fs.mkdirSync(path.join(dir, folder), { recursive: true });
    fs.writeFileSync(path.join(dir, folder, 'migration.sql'), sql);
  };

  test('applies, then refuses a changed file and an early newcomer without applying anything', async () => {
    write('20261201110000_first', 'CREATE TABLE "A" ("id" int);');
    expect(await migrate(url, dir)).toEqual(['20261201110000_first']);
    expect(await migrate(url, dir)).toEqual([]);

    write('20261127100000_early', 'CREATE TABLE "B" ("id" int);');
    await expect(migrate(url, dir)).rejects.toThrow('Migration 20261127100000_early sorts before 20261201110000_first');
    fs.rmSync(path.join(dir, '20261127100000_early'), { recursive: true });

    write('20261201110000_first', 'CREATE TABLE "A" ("id" bigint);');
    write('20261201120000_second', 'CREATE TABLE "C" ("id" int);');
    await expect(migrate(url, dir)).rejects.toThrow('Migration 20261201110000_first was changed after it was applied');
    const client = new Client({ connectionString: url });
    await client.connect();
    const tables = (await client.query(`SELECT table_name FROM information_schema.tables WHERE table_name IN ('A', 'B', 'C')`)).rows.map((r) => r.table_name);
    await client.end();
    expect(tables).toEqual(['A']);
  });

  test('two starters at once: the second loads its data only after the first has loaded its own', async () => {
    const steps: string[] = [];
    const load = (who: string) => async () => {
      steps.push(`${who} starts`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      steps.push(`${who} ends`);
    };
    const same = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    fs.mkdirSync(path.join(same, '20261201110000_first'));
    fs.writeFileSync(path.join(same, '20261201110000_first', 'migration.sql'), 'CREATE TABLE "A" ("id" int);');
    await Promise.all([migrate(url, same, load('one')), migrate(url, same, load('two'))]);
    fs.rmSync(same, { recursive: true, force: true });
    expect(steps).toHaveLength(4);
    expect(steps[1]).toBe(steps[0].replace('starts', 'ends'));
  });
});
