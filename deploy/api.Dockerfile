FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ ffmpeg && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
# Every image (and hero clip) painted into the image up front: the API could paint each on its first
# request, but in production no visitor should wait for that, and every instance starts with all of them.
RUN npm ci --workspace api --include-workspace-root=false --no-audit --no-fund \
    && npm run artwork --workspace api
WORKDIR /app/api
ENV HOST=0.0.0.0 PORT=4000 NODE_ENV=production
EXPOSE 4000
CMD ["node", "--import", "tsx", "src/server.ts"]
