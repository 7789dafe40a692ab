import { readFileSync } from 'node:fs';
import path from 'node:path';

type LockedPackage = { optionalDependencies?: Record<string, string> };

/**
 * `npm ci` (the first step of CI) refuses a lock file that misses any platform's optional binary,
 * even one this machine never installs. `npm install` skips such a binary silently when the
 * registry lacks it, so the gap only shows on a clean install; this finds it first.
 */
describe('package-lock.json', () => {
  const lock = JSON.parse(readFileSync(path.join(__dirname, '../../package-lock.json'), 'utf8')) as {
    packages: Record<string, LockedPackage>;
  };

  /** Node's lookup: the package's own node_modules, then each enclosing one up to the root. */
  function resolves(location: string, name: string): boolean {
    for (let dir = location; ;) {
      if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
      if (!dir) return false;
      const parent = dir.lastIndexOf('/node_modules/');
      dir = parent < 0 ? '' : dir.slice(0, parent);
    }
  }

  it('holds every optional platform binary its packages name, so npm ci accepts it', () => {
    const missing: string[] = [];
    for (const [location, pkg] of Object.entries(lock.packages)) {
      for (const name of Object.keys(pkg.optionalDependencies ?? {})) {
        if (!resolves(location, name)) missing.push(`${name} (for ${location || 'the project'})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
