// What the site uses of react-router, shared under the name 'react-router' (webpack.common.js). A
// shared module is bundled whole, and the whole of react-router is 62 KB gzip on every page; the part
// below is 37 KB. Every app's build checks that its code imports nothing from react-router missing
// here. The shell provides the shared copy, so a name added here reaches remotes once the shell that
// carries it is deployed.
export {
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  StaticRouterProvider,
  createBrowserRouter,
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-implementation';
