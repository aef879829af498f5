# syntax=docker/dockerfile:1
# The storefront as a container: built once (`npm run build`), run by node as a user without privileges. Settings come
# from the environment (README, "Settings"); the guide is docs/deployment.md, the compose file deploy/compose.yaml.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
# ensure-deps runs `npm ci` and records it, so the build scripts do not install again.
RUN sh scripts/ensure-deps.sh && npm run build
# What the built server needs at run time, and nothing else: the npm packages it imports (no development ones), the
# built server beside its sources (its database thread and broadcaster files are found there), the API document and
# the built storefront.
RUN npm prune --omit=dev --no-audit --no-fund \
    && mkdir -p /runtime/apps/api /runtime/apps/store /runtime/openapi \
    && cp -r package.json node_modules /runtime/ \
    && cp -r apps/api/package.json apps/api/dist apps/api/src /runtime/apps/api/ \
    && if [ -d apps/api/node_modules ]; then cp -r apps/api/node_modules /runtime/apps/api/; fi \
    && cp -r apps/store/dist /runtime/apps/store/ \
    && cp -r openapi/bundled /runtime/openapi/

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    FILES_DIR=/var/lib/storefront/files
WORKDIR /app
COPY --from=build /runtime ./
RUN mkdir -p /var/lib/storefront/files && chown -R node:node /var/lib/storefront
USER node
EXPOSE 4000
VOLUME /var/lib/storefront/files
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself, not npm: SIGTERM reaches the server, which drains (README, docs/deployment.md).
CMD ["node", "apps/api/dist/main.mjs"]
