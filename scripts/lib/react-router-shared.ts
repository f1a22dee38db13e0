// What the site's browser code uses of react-router, shared under the name 'react-router'
// (webpack.common.js). A shared module is bundled whole, and the whole of react-router is 62 KB gzip
// on every page; the part below is about 16 KB: the site loads no route data, so it routes with the
// declarative routers, not the data routers' (createBrowserRouter's) 17 KB more. TypeScript reads
// 'react-router' as this module too (tsconfig.base.json's paths, through react-router-server.ts), so
// importing a value not listed here fails the typecheck; every type stays importable. The shell
// provides the shared copy, so a name added here reaches remotes once the shell that carries it is
// deployed.
export type * from 'react-router-implementation';
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-implementation';
