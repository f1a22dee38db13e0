# The shared cache in front of the shell's Node server (deploy/nginx/page-cache.conf.template): Debian's
# nginx, as the front ends' image has it. envsubst (gettext-base) fills in the template; wget for the
# compose health check.
FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends nginx gettext-base wget \
    && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default /usr/share/nginx/html \
    && ln -sf /dev/stdout /var/log/nginx/access.log \
    && ln -sf /dev/stderr /var/log/nginx/error.log \
    && mkdir -p /var/cache/nginx/pages
# SHELL_UPSTREAM: the shell's Node server. RESOLVER: Docker's DNS, asked again for its address.
ENV LISTEN_PORT=8080 SHELL_UPSTREAM=http://shell:8080 RESOLVER=127.0.0.11
COPY deploy/nginx/page-cache.conf.template /etc/nginx/templates/default.conf.template
EXPOSE 8080
# Only our variables: nginx's own ($host, $request_uri...) stay as they are.
CMD ["/bin/sh", "-c", "envsubst '${LISTEN_PORT} ${SHELL_UPSTREAM} ${RESOLVER}' < /etc/nginx/templates/default.conf.template > /etc/nginx/conf.d/default.conf && exec nginx -g 'daemon off;'"]
