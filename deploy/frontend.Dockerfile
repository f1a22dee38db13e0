# Any front end: docker build -f deploy/frontend.Dockerfile --build-arg APP=mfe-journal .
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /app
# The install from the package files alone, so a change to the sources reuses its layer. npm ci checks
# every workspace of the lockfile, so each one's package.json comes along.
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY store/package.json store/
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY mfe-destinations/package.json mfe-destinations/
COPY mfe-experiences/package.json mfe-experiences/
COPY mfe-enquiry/package.json mfe-enquiry/
COPY mfe-journal/package.json mfe-journal/
COPY artwork/package.json artwork/
COPY e2e/package.json e2e/
# The front ends need no native addons; skipping install scripts avoids building the API's SQLite driver.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# dist is a symlink to the build's own folder (scripts/lib/app-builds.mjs): the image takes that folder.
RUN npm run build --workspace ${APP} && mv "$(readlink -f ${APP}/dist)" /app/site
# The nginx template with the security policy written in (the one the Node servers send, scripts/lib/front-end-server.mjs).
RUN node scripts/lib/security-headers.cjs deploy/nginx/frontend.conf.template > /app/frontend.conf.template

# Debian's nginx, not the nginx image: its brotli_static module (the official images have none) is built
# for it, and it is the nginx the deployment test runs (e2e/support/nginx.ts). wget for the compose
# health checks, envsubst (gettext-base) to fill in the template.
FROM debian:bookworm-slim
ARG APP
RUN apt-get update \
    && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static gettext-base wget \
    && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default /usr/share/nginx/html \
    && ln -sf /dev/stdout /var/log/nginx/access.log \
    && ln -sf /dev/stderr /var/log/nginx/error.log
# RESOLVER: Docker's DNS, asked again for the API's address as it changes. SITE_ORIGINS: the site's public
# origins, comma-separated, allowed to load this front end's files. REMOTE_ORIGINS: only for a shell
# served here, the origins of its remotes, space-separated. INTERNAL_PORT: the whole build, server
# containers and source maps included, for the site's own servers (never publish it). SERVE_SOURCE_MAPS:
# true serves the maps on the public port too (a staging site). PROXY_SECRET: the API's, sent with every
# request passed to it, so the API believes the visitor's address this server names.
ENV LISTEN_PORT=80 INTERNAL_PORT=8081 API_UPSTREAM=http://api:4000 RESOLVER=127.0.0.11 \
    SITE_ROOT=/usr/share/nginx/html MANIFEST_ROOT=/etc/lux-manifest SITE_ORIGINS=http://localhost:8080 \
    REMOTE_ORIGINS= SERVE_SOURCE_MAPS=false PROXY_SECRET=
COPY --from=build /app/frontend.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/site /usr/share/nginx/html
EXPOSE 80 8081
# Only our variables: nginx's own ($uri, $host...) stay as they are. Debian's nginx.conf loads the
# modules from modules-enabled/ and the server from conf.d/.
CMD ["/bin/sh", "-c", "envsubst '${LISTEN_PORT} ${INTERNAL_PORT} ${API_UPSTREAM} ${RESOLVER} ${SITE_ROOT} ${MANIFEST_ROOT} ${SITE_ORIGINS} ${REMOTE_ORIGINS} ${SERVE_SOURCE_MAPS} ${PROXY_SECRET}' < /etc/nginx/templates/default.conf.template > /etc/nginx/conf.d/default.conf && exec nginx -g 'daemon off;'"]
