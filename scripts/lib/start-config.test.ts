import { spawnSync } from 'node:child_process';
import { BRANDS } from '../../brands';
import { checkBrand, checkProductionStart, loadsDemoData } from './start-config';

describe('checkBrand (the first step of npm start)', () => {
  it('accepts each shipped brand and defaults to the first brand', () => {
    for (const id of Object.keys(BRANDS)) expect(checkBrand({ BRAND: id }).id).toBe(id);
    expect(checkBrand({}).id).toBe('fuelmarket');
  });

  it('stops on an unknown brand, naming it', () => {
    expect(() => checkBrand({ BRAND: 'unknown' })).toThrow('BRAND=unknown: Unknown brand "unknown"');
  });

  it('stops on a brand whose flags break a rule, naming the rule', () => {
    const broken = { ...BRANDS.fuelmarket, id: 'broken', flags: { ...BRANDS.fuelmarket.flags, iceFutureDropdown: true } };
    expect(() => checkBrand({ BRAND: 'broken' }, { broken })).toThrow('BRAND=broken: Brand "broken": the ICE future dropdown needs the oil pool brand');
  });

  it('makes npm start exit non-zero with the message before the database starts', () => {
    // Only the start script's first step runs: the brand check throws before anything is spawned.
    // Should that order break, the unreachable DATABASE_URL makes the start fail on the connection
    // instead (no embedded database, no build), and this test fails on the missing message.
    const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), 'scripts/start.ts'], {
      env: { ...process.env, BRAND: 'unknown', DATABASE_URL: 'postgresql://nobody:x@127.0.0.1:1/none', NEXTAUTH_SECRET: 'x'.repeat(40) },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The platform did not start');
    expect(result.stderr).toContain('Unknown brand "unknown"');
    expect(result.stdout).not.toContain('applied migrations');
  });
});

describe('loadsDemoData (no demo logins in production)', () => {
  it('loads the demo companies and users for the embedded database only, or when DEMO_DATA=1 asks for them', () => {
    expect(loadsDemoData({})).toBe(true);
    expect(loadsDemoData({ DATABASE_URL: 'postgresql://db.example/fuel' })).toBe(false);
    expect(loadsDemoData({ DATABASE_URL: 'postgresql://db.example/fuel', DEMO_DATA: '0' })).toBe(false);
    expect(loadsDemoData({ DATABASE_URL: 'postgresql://db.example/fuel', DEMO_DATA: '1' })).toBe(true);
  });
});

describe('checkProductionStart (the image runs with NODE_ENV=production)', () => {
  it('refuses the embedded database and its demo users in production, unless DEMO_DATA=1', () => {
    expect(() => checkProductionStart({ NODE_ENV: 'production' })).toThrow('NODE_ENV=production without DATABASE_URL');
    expect(() => checkProductionStart({ NODE_ENV: 'production', DATABASE_URL: 'postgresql://db.example/fuel', DEMO_DATA: '0' })).not.toThrow();
    expect(() => checkProductionStart({ NODE_ENV: 'production', DEMO_DATA: '1' })).not.toThrow();
    expect(() => checkProductionStart({})).not.toThrow();
  });
});
