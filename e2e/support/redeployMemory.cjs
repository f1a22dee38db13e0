// Measures the shell's server render across redeploys of a remote: renders one of the remote's pages,
// then `redeploys` times a new version of it (a new `?v=` on its server entry, as the manifest names a
// new build), each rendered once, and prints the heap in use after a full garbage collection, in MB,
// after the first render and after the last. Run with --expose-gc.
// Usage: node --expose-gc redeployMemory.cjs <remote's origin> <remote's internal origin> <redeploys>
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const [remoteOrigin, internalOrigin, redeploys] = process.argv.slice(2);

const heapInUseMb = () => {
  global.gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

async function main() {
  const distDir = path.join(root, 'shell', 'dist');
  const renderer = await require(path.join(distDir, 'server', 'renderPage.js'));
  // No API: the page renders its error text, after its remote's code has loaded.
  await renderer.configure({ apiOrigin: 'http://127.0.0.1:9', distDir });
  const pages = require(path.join(root, 'mfe-journal', 'dist', 'pages.json')).pages;
  const render = async (version) => {
    const manifest = {
      mfe_journal: {
        entry: `${remoteOrigin}/remoteEntry.js`,
        serverEntry: `${internalOrigin}/server/remoteEntry.js?v=${version}`,
        pages,
      },
    };
    const { html } = await renderer.renderPage({ url: '/about', origin: 'http://localhost', manifest });
    if (!html.includes('Travel, Thoughtfully Made')) throw new Error(`version ${version} did not render`);
  };
  await render(0);
  const first = heapInUseMb();
  for (let version = 1; version <= Number(redeploys); version += 1) await render(version);
  console.log(JSON.stringify({ first, last: heapInUseMb() }));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
