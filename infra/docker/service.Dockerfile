# syntax=docker/dockerfile:1
# Every Node service of the shop (services/<name>): `node dist/server.js` on its port, as a non-root user.
#   docker build -f infra/docker/service.Dockerfile --build-arg SERVICE=promo --build-arg PORT=4005 \
#     -t shop/promo .   (context: the repository root; docker-compose.yml passes both arguments)
# The manifests and deps stages are the same text as in the gateway's and the remotes' Dockerfiles, so one
# builder installs the workspace's dependencies once and every image reuses that layer.
ARG NODE_IMAGE=node:24-bookworm-slim
# The service's folder under services/ (its workspace is @shop/<SERVICE>) and the port it listens on.
ARG SERVICE
ARG PORT

# Only the package manifests and the lockfile: the install layers below are rebuilt when these
# change, not on every source edit.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
RUN --mount=type=bind,target=/src \
    mkdir /manifests \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents '{}' /manifests/ ';' \
 && cp package-lock.json .npmrc /manifests/

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

FROM ${NODE_IMAGE} AS node-runtime
# The runtime never installs anything: without npm, npx, corepack and yarn there is less to patch.
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack \
      /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /usr/local/bin/yarn \
      /usr/local/bin/yarnpkg /opt/yarn-*

FROM deps AS build
ARG SERVICE
COPY tsconfig.base.json turbo.json ./
# Turborepo builds the workspaces this one imports before it, as npm start does (decision 022).
ENV TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
COPY packages/ packages/
COPY services/${SERVICE}/ services/${SERVICE}/
RUN npx turbo run build --filter=@shop/${SERVICE}

# Production dependencies of this app alone (and of the workspace packages it uses).
FROM ${NODE_IMAGE} AS prod-deps
ARG SERVICE
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund -w @shop/${SERVICE}

FROM node-runtime AS runtime
ARG SERVICE
ARG PORT
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=${PORT}
WORKDIR /app
# Owned by root and read-only to the app's user: the process cannot rewrite its own code.
COPY --from=prod-deps /app/ ./
COPY --from=build /app/packages/contracts/dist/ packages/contracts/dist/
COPY --from=build /app/packages/service-kit/dist/ packages/service-kit/dist/
COPY --from=build /app/services/${SERVICE}/dist/ services/${SERVICE}/dist/
# The runtime settings npm start uses too (the trace sampler; a service's own file, if any, as app.env), read by
# Node itself from the CMD's --env-file flags; a variable set on the container wins (docs/decisions/030).
COPY infra/runtime/ /app/infra/runtime/
RUN if [ -e /app/infra/runtime/${SERVICE}.env ]; then ln -s ${SERVICE}.env /app/infra/runtime/app.env; \
    else touch /app/infra/runtime/app.env; fi
WORKDIR /app/services/${SERVICE}
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--env-file=/app/infra/runtime/node.env", "--env-file=/app/infra/runtime/app.env", "dist/server.js"]
