import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface FirstLoadJs {
  status: number;
  scripts: number;
  raw: number;
  gzip: number;
  /** The part of `gzip` that is the framework's floor: Next's and React's boot chunks. */
  framework: number;
  /** gzip above the floor: the app's own code and what it pulls in. */
  app: number;
}

/**
 * The chunks every App Router page boots with before any of the app's code: react-dom, the App
 * Router and Turbopack's runtime. Next lists them itself in the build's manifest (`rootMainFiles`),
 * so the floor follows the installed Next.js rather than a list of file names kept here.
 */
export function frameworkChunks(buildDir = '.next'): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] };
  if (!manifest.rootMainFiles?.length) throw new Error(`${buildDir}/build-manifest.json lists no rootMainFiles: is it an App Router build?`);
  return new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`));
}

/**
 * The JavaScript a first visit of `path` downloads: every <script src> of /_next/static in the
 * HTML but `nomodule` ones, fetched and measured raw and gzip-compressed (level 9, like a CDN would
 * serve it), split into the framework's floor (`framework`, the chunks of `frameworkChunks`) and
 * the app's share above it. The inline RSC payload scripts are part of the HTML and not counted.
 */
export async function firstLoadJs(baseUrl: string, path: string, framework: Set<string>, cookie?: string): Promise<FirstLoadJs> {
  const res = await fetch(new URL(path, baseUrl), { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  const html = await res.text();
  if (res.status !== 200) return { status: res.status, scripts: 0, raw: 0, gzip: 0, framework: 0, app: 0 };
  // A `nomodule` script (Next's polyfills for browsers without ES modules) is skipped by every
  // browser the platform supports, so it is no part of what a visit downloads.
  const sources = new Set(
    [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !/\snomodule\b/i.test(tag))
      .map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? '')
      .filter((src) => src.startsWith('/_next/static/')),
  );
  let raw = 0;
  let gzip = 0;
  let floor = 0;
  for (const src of sources) {
    const chunk = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    const packed = zlib.gzipSync(chunk, { level: 9 }).length;
    raw += chunk.length;
    gzip += packed;
    // Query strings (a deployment id) do not change which chunk it is.
    if (framework.has(src.split('?')[0])) floor += packed;
  }
  return { status: res.status, scripts: sources.size, raw, gzip, framework: floor, app: gzip - floor };
}
