import zlib from 'node:zlib';

export interface FirstLoadJs {
  status: number;
  scripts: number;
  raw: number;
  gzip: number;
}

/**
 * The JavaScript a first visit of `path` downloads: every <script src> of /_next/static in the
 * HTML but `nomodule` ones, fetched and measured raw and gzip-compressed (level 9, like a CDN would serve it). The
 * inline RSC payload scripts are part of the HTML and not counted.
 */
export async function firstLoadJs(baseUrl: string, path: string, cookie?: string): Promise<FirstLoadJs> {
  const res = await fetch(new URL(path, baseUrl), { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  const html = await res.text();
  if (res.status !== 200) return { status: res.status, scripts: 0, raw: 0, gzip: 0 };
  // A `nomodule` script (Next's polyfills for browsers without ES modules) is skipped by every
  // browser the platform supports, so it is no part of what a visit downloads.
  const sources = new Set(
    [...html.matchAll(/<script\b([^>]*?)\ssrc="([^"]+)"/g)]
      .filter((m) => !/\bnoModule\b|\bnomodule\b/.test(m[0]))
      .map((m) => m[2].replace(/&amp;/g, '&'))
      .filter((src) => src.startsWith('/_next/static/')),
  );
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const chunk = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    raw += chunk.length;
    gzip += zlib.gzipSync(chunk, { level: 9 }).length;
  }
  return { status: res.status, scripts: sources.size, raw, gzip };
}
