#!/usr/bin/env node
// Benchmarks against DESIGN.md's budgets; each prints its numbers and fails on a broken invariant.
// Usage: node scripts/bench.mjs [name] [options of that benchmark]
//   npm run bench                              every benchmark with its defaults
//   npm run bench -- enquiries --postgres      enquiry writes on PostgreSQL
//   npm run bench web                          Lighthouse mobile on five pages of the production build
//   npm run bench api                          content reads against nginx serving the same bytes
//   npm run bench pages                        pages, kept and rendered, against nginx serving the same bytes
//   npm run bench first-start                  the site while a first npm start paints its pictures
const benchmarks = {
  enquiries: () => import('./bench/enquiries.mjs'),
  web: () => import('./bench/web.mjs'),
  api: () => import('./bench/api.mjs'),
  pages: () => import('./bench/pages.mjs'),
  'first-start': () => import('./bench/first-start.mjs'),
};

async function main() {
  const [first, ...rest] = process.argv.slice(2);
  const named = first !== undefined && !first.startsWith('-');
  if (named && !(first in benchmarks)) {
    console.error(`Unknown benchmark "${first}". Known: ${Object.keys(benchmarks).join(', ')}`);
    return 2;
  }
  const selected = named ? [first] : Object.keys(benchmarks);
  const args = named ? rest : process.argv.slice(2);

  let ok = true;
  for (const name of selected) {
    const { run } = await benchmarks[name]();
    ok = (await run(args)) && ok;
  }
  return ok ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
