# One image for every service; SERVICE picks which one runs (gateway, catalog, orders, identity, media).
# Built in one stage (all dependencies, TypeScript compiled to JavaScript, the web app built), run from a second
# with production dependencies only. NODE_IMAGE: the official image by default; CI passes a locally made one.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY services/gateway/package.json services/gateway/
COPY services/catalog/package.json services/catalog/
COPY services/orders/package.json services/orders/
COPY services/identity/package.json services/identity/
COPY services/media/package.json services/media/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
# The packages' entry points become the compiled files (dist/ mirrors the source tree).
RUN npm run build:web \
  && npx tsc -p tsconfig.build.json \
  && for w in shared services/gateway services/catalog services/orders services/identity services/media; do \
       npm pkg set main=src/index.js --workspace "$w"; cp "$w/package.json" "dist/$w/package.json"; \
     done

FROM ${NODE_IMAGE}
# fontconfig's configuration and the DejaVu fonts the generated demo images write their captions in.
RUN apt-get update && apt-get install -y --no-install-recommends fontconfig-config fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json ./
COPY --from=build /app/dist/shared/package.json shared/
COPY --from=build /app/dist/services/gateway/package.json services/gateway/
COPY --from=build /app/dist/services/catalog/package.json services/catalog/
COPY --from=build /app/dist/services/orders/package.json services/orders/
COPY --from=build /app/dist/services/identity/package.json services/identity/
COPY --from=build /app/dist/services/media/package.json services/media/
COPY web/package.json web/
# The web app's server renderer carries its own React (vite ssr.noExternal): the services' dependencies suffice.
# Servers never load source maps or browser bundles: exceljs's dist/ is its browser build (20 MB of 23).
RUN npm ci --omit=dev --no-audit --no-fund \
     --workspace shared --workspace services/gateway --workspace services/catalog \
     --workspace services/orders --workspace services/identity --workspace services/media \
  && npm cache clean --force && rm -rf /root/.npm /tmp/* \
  && rm -rf node_modules/exceljs/dist && find node_modules -name '*.map' -delete
COPY --from=build /app/dist/ ./
COPY services/catalog/migrations services/catalog/migrations
COPY services/orders/migrations services/orders/migrations
COPY services/identity/migrations services/identity/migrations
COPY services/media/migrations services/media/migrations
COPY --from=build /app/web/dist web/dist
# The errors file (ERRORS_FILE=/data/errors/errors.txt) and the images (MEDIA_DIR=/data/images): a named volume
# mounted there starts with this ownership.
RUN mkdir -p /data/errors /data/images && chown -R node:node /data
USER node
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "const s=process.env.SERVICE,p=process.env[s.toUpperCase()+'_PORT']||{gateway:3000,catalog:4001,orders:4002,identity:4003,media:4004}[s];fetch('http://127.0.0.1:'+p+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# V8's old space limit for the service (its working set plus its answer cache) and the least it lets the old space
# grow to before a full collection (shared/src/heap.ts, NODE_HEAP_MB).
CMD ["sh", "-c", "exec node $(node -p \"require('./shared/src/heap.js').serviceHeapFlags(process.env.SERVICE, process.env)\") services/${SERVICE}/src/main.js"]
