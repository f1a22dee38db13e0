# Any front end: docker build -f deploy/frontend.Dockerfile --build-arg APP=mfe-journal .
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /app
COPY . .
# The front ends need no native addons; skipping install scripts avoids building the API's SQLite driver.
RUN npm ci --ignore-scripts --no-audit --no-fund && npm run build --workspace ${APP}

FROM nginx:1.27-alpine
ARG APP
ENV LISTEN_PORT=80 API_UPSTREAM=http://api:4000 SITE_ROOT=/usr/share/nginx/html MANIFEST_ROOT=/etc/lux-manifest
COPY deploy/nginx/frontend.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
EXPOSE 80
