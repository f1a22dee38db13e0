// Runs the production nginx configuration (deploy/nginx/frontend.conf.template) natively, the way the
// front-end images do, so the browser tests prove the real web server setup and not only our Node one.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
// The policy written in, as the image's build does (scripts/lib/security-headers.cjs).
const { renderNginxTemplate } = createRequire(__filename)('../../scripts/lib/security-headers.cjs') as {
  renderNginxTemplate: (template: string) => string;
};
const template = renderNginxTemplate(
  readFileSync(path.join(root, 'deploy', 'nginx', 'frontend.conf.template'), 'utf8'),
);

export interface NginxSite {
  listenPort: number;
  /** The port with the whole build (server containers, maps) for the site's own servers. */
  internalPort: number;
  /** Serve source maps on the public port too. */
  serveSourceMaps?: boolean;
  siteRoot: string;
  apiUpstream: string;
  /** The DNS server nginx asks for the API's name (host or host:port); none is asked for an address. */
  resolver?: string;
  /** The folder of the shell's remotes.json. */
  manifestRoot?: string;
  /** The origins allowed to read its files (CORS). */
  siteOrigins?: string[];
  /** For a shell: the origins its manifest loads remote code from. */
  remoteOrigins?: string[];
  /** The API's PROXY_SECRET, sent with every request passed to it. */
  proxySecret?: string;
}

/** Fills in the template as the nginx image's envsubst step does. */
export function renderServerBlock(site: NginxSite): string {
  const values: Record<string, string> = {
    LISTEN_PORT: String(site.listenPort),
    INTERNAL_PORT: String(site.internalPort),
    SERVE_SOURCE_MAPS: String(site.serveSourceMaps ?? false),
    SITE_ROOT: site.siteRoot,
    API_UPSTREAM: site.apiUpstream,
    RESOLVER: site.resolver ?? '127.0.0.1',
    MANIFEST_ROOT: site.manifestRoot ?? site.siteRoot,
    SITE_ORIGINS: (site.siteOrigins ?? []).join(','),
    REMOTE_ORIGINS: (site.remoteOrigins ?? []).join(' '),
    PROXY_SECRET: site.proxySecret ?? '',
  };
  return template.replace(/\$\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * Copies a built app into a deployment folder: the files themselves, not `dist`'s link to its build
 * (scripts/build-app.mjs), which may sit where nginx's unprivileged workers cannot read.
 */
export function deployBuild(app: string, target: string) {
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(root, app, 'dist'), target, { recursive: true, dereference: true });
}

export async function startNginx(workDir: string, sites: NginxSite[]): Promise<ChildProcess> {
  const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
  if (!binary) throw new Error('nginx is not installed: apt-get install -y nginx');
  // The template's brotli_static; Debian's nginx.conf loads it from modules-enabled/, as the image does.
  const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  if (!existsSync(brotliModule)) {
    throw new Error('nginx has no brotli_static module: apt-get install -y libnginx-mod-http-brotli-static');
  }
  mkdirSync(path.join(workDir, 'logs'), { recursive: true });
  // nginx's workers run as an unprivileged user, who must be able to read the deployed files.
  chmodSync(workDir, 0o755);
  const config = `
load_module ${brotliModule};
worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/logs/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${workDir}/body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  ${sites.map(renderServerBlock).join('\n')}
}`;
  writeFileSync(path.join(workDir, 'nginx.conf'), config);
  const nginx = spawn(binary, ['-p', workDir, '-c', path.join(workDir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const { listenPort } of sites) {
    const deadline = Date.now() + 10_000;
    while (
      !(await fetch(`http://127.0.0.1:${listenPort}/`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || nginx.exitCode !== null) {
        nginx.kill('SIGTERM');
        throw new Error(`nginx did not serve port ${listenPort}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return nginx;
}
