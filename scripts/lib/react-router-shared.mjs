// What the site's browser code uses of react-router, shared under the name 'react-router'
// (webpack.common.js). A shared module is bundled whole, and the whole of react-router is 62 KB gzip
// on every page; the part below is about 16 KB: the site loads no route data, so it routes with the
// declarative routers, not the data routers' (createBrowserRouter's) 17 KB more. Every app's build
// checks that its code imports nothing from react-router missing here (server code: missing from
// react-router-server.mjs). The shell provides the shared copy, so a name added here reaches remotes
// once the shell that carries it is deployed.
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
