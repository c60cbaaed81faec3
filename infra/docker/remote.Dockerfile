# syntax=docker/dockerfile:1
# Every Module Federation remote (mf-storefront, mf-checkout, mf-admin): its static build served by
# unprivileged nginx with CORS (the shell fetches mf-manifest.json cross-origin) and cache rules for federation
# files. Container port 8080; docker-compose.yml publishes each on its own port, a CDN or the Kubernetes
# Service can serve it anywhere.
#   docker build -f infra/docker/remote.Dockerfile --build-arg REMOTE=mf-admin -t shop/mf-admin .
# (context: the repository root). The manifests and deps stages are the same text in every Dockerfile, so
# one builder installs the workspace's dependencies once and every image reuses that layer.
ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28-alpine
# The remote's folder, which is also its workspace's name after @shop/.
ARG REMOTE

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

FROM deps AS build
ARG REMOTE
COPY tsconfig.base.json turbo.json ./
# Turborepo builds the workspaces this one imports before it, as npm start does (decision 022).
ENV TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
COPY packages/ packages/
COPY ${REMOTE}/ ${REMOTE}/
RUN npx turbo run build --filter=@shop/${REMOTE}

FROM ${NGINX_IMAGE} AS runtime
ARG REMOTE
# One worker per CPU of the node is nginx's default: on a large node that is dozens of processes
# for a few static files. Two serve them well; replicas add the rest.
USER root
RUN sed -i 's/^worker_processes .*/worker_processes 2;/' /etc/nginx/nginx.conf
COPY infra/docker/nginx-remote.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${REMOTE}/dist/ /usr/share/nginx/html/
# nginx's own unprivileged user (uid 101); the files above stay root-owned and read-only to it.
USER 101
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
