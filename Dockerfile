# syntax=docker/dockerfile:1
# Open House Assistant: one stateless app instance (docs/deployment.md). Build with
#   docker build -t open-house-assistant .
# Node 20 (the version the project supports), Debian bookworm like the machines it is tested on.
FROM node:20-bookworm-slim AS base
WORKDIR /app

# Native modules (better-sqlite3, @napi-rs/canvas) come prebuilt; a compiler is here in case a
# platform has no prebuilt binary. Only the build stages have it.
FROM base AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
 && rm -rf /var/lib/apt/lists/*

# 1. The build: every dependency, then npm run build (the Remix app, the widget, the compiled server).
FROM toolchain AS build
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. What runs it: the production dependencies only.
FROM toolchain AS runtime-deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. The image: no compiler, no devDependencies, not root. The last variable quiets the AWS SDK's
# notice that its releases from 2027 on need Node 22 (docs/deployment.md).
FROM base
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Alive, not ready: a busy database must not get the container restarted (the load balancer
# checks /readyz). The start period covers migrations on a large database.
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains the instance (lifecycle.server.ts); give it OHA_SHUTDOWN_DELAY_SECONDS +
# OHA_SHUTDOWN_GRACE_SECONDS before a kill (docker stop -t, or stop_grace_period in compose).
STOPSIGNAL SIGTERM
CMD ["node", "build/server.js"]
