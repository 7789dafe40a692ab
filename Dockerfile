# The platform in one image. The start is the same as on a laptop: scripts/start.ts applies the
# migrations and the demo data against DATABASE_URL, then runs `next start`.
FROM node:20-bookworm-slim

ENV NEXT_TELEMETRY_DISABLED=1
WORKDIR /app
RUN chown node:node /app
USER node

# Dependencies first, so a source change does not reinstall them; postinstall generates the
# Prisma client from the schema (rust-free client, nothing is downloaded besides npm packages).
COPY --chown=node:node package.json package-lock.json prisma.config.ts tsconfig.json ./
COPY --chown=node:node prisma ./prisma
COPY --chown=node:node scripts ./scripts
RUN npm ci && npm cache clean --force

COPY --chown=node:node . .

# Pages read the brand at run time; it is set at build time too, so that anything rendered
# during the build shows the same brand.
ARG BRAND=fuelmarket
ENV BRAND=$BRAND

# The build checks the configuration but needs no database: placeholders only for this step.
RUN DATABASE_URL=postgresql://build:build@localhost:5432/build \
    NEXTAUTH_SECRET=build-time-placeholder-never-used-at-run-time \
    npm run build

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
EXPOSE 3000

# /api/health answers 200 only while the database answers SELECT 1 (within 2 s), so the container
# turns unhealthy when the database is unreachable. node:20-slim has no curl: node's fetch asks.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"

# node itself is the main process (no npm in between), so SIGTERM reaches scripts/start.ts,
# which stops next start cleanly.
CMD ["node", "--import", "tsx", "scripts/start.ts"]
