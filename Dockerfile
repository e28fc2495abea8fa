# syntax=docker/dockerfile:1
# Multi-stage: build with every devDependency, run the compiled server with production dependencies only,
# as the unprivileged `node` user, with the database/uploads/outbox on a volume at /data.

FROM node:22-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY web/package.json web/
COPY desktop/package.json desktop/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM manifests AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
# Two malloc arenas rather than one per thread (libuv's pool, V8's helpers, the database worker):
# idle RSS 13–26 MB lower (docs/benchmarks.md), for no measurable cost on this server's requests.
ENV MALLOC_ARENA_MAX=2
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/assets server/assets
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "server/dist/server.js"]
