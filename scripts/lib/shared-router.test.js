const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { checkSharedRouterNames } = require('../../webpack.common.js');
const { frontEnds } = require('./ports.cjs');

const root = path.join(__dirname, '..', '..');

/** An app folder whose one source file has `code`. */
function appWith(code) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-router-'));
  fs.mkdirSync(path.join(dir, 'src', 'page'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src', 'page', 'Page.tsx'), code);
  return dir;
}

it.each(frontEnds)('%s imports nothing from react-router that the shared router lacks', (app) => {
  expect(() => checkSharedRouterNames(path.join(root, app))).not.toThrow();
});

it('fails the build on a react-router name the shared router does not carry', () => {
  const dir = appWith(
    "import {\n  Link,\n  useBlocker,\n} from 'react-router';\nexport const x = [Link, useBlocker];\n",
  );
  expect(() => checkSharedRouterNames(dir)).toThrow(/useBlocker not in the shared router/);
});

it('passes type imports and test files', () => {
  const dir = appWith(
    "import { type Location, Link } from 'react-router';\nimport type { Params } from 'react-router';\n",
  );
  fs.writeFileSync(path.join(dir, 'src', 'Page.test.tsx'), "import { useBlocker } from 'react-router';\n");
  expect(() => checkSharedRouterNames(dir)).not.toThrow();
});

it('keeps what renders on the server out of the browser’s shared router', () => {
  const dir = appWith("import { StaticRouter } from 'react-router';\n");
  expect(() => checkSharedRouterNames(dir)).toThrow(/StaticRouter not in the shared router/);
  fs.mkdirSync(path.join(dir, 'src', 'server'));
  fs.renameSync(path.join(dir, 'src', 'page', 'Page.tsx'), path.join(dir, 'src', 'server', 'render.tsx'));
  expect(() => checkSharedRouterNames(dir)).not.toThrow();
});
