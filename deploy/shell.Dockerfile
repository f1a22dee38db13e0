# The shell: its browser build, and the Node server that renders every page (scripts/serve-app.mjs with
# dist/server/renderPage.js), loading remotes' server containers from the manifest at runtime.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
# The front ends need no native addons; skipping install scripts avoids building the API's SQLite driver.
RUN npm ci --ignore-scripts --no-audit --no-fund && npm run build --workspace shell
ENV HOST=0.0.0.0 PORT=8080 NODE_ENV=production
EXPOSE 8080
CMD ["node", "scripts/serve-app.mjs", "shell"]
