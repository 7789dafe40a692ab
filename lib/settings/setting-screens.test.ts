import fs from 'node:fs';
import path from 'node:path';
import { findRouteByName } from '@/lib/access/routes';
import { SETTING_SCREENS } from './schemas';

/**
 * platform-shell 3's saved settings: a setting with a screen is read by that screen's components;
 * one without (selectedBuyer, selectedDataType: the spec names none) by no component.
 */
const COMPONENTS = path.resolve(__dirname, '../../components');
const USE = /useSaved(?:Setting|Filter)\(\s*'([^']+)'/g;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const used = new Set(sources(COMPONENTS).flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(USE)].map(([, key]) => key)));

test.each(Object.entries(SETTING_SCREENS))('%s: read by the screen %s, else by none', (key, screen) => {
  expect(used.has(key)).toBe(screen !== null);
  if (screen) expect(findRouteByName(screen).name).toBe(screen);
});
