# One image for every service; SERVICE picks which one runs (gateway, catalog, orders, identity, media).
FROM node:20-bookworm-slim
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
RUN npm run build:web
ENV NODE_ENV=production HOST=0.0.0.0
USER node
CMD ["sh", "-c", "exec node_modules/.bin/tsx services/${SERVICE}/src/main.ts"]
