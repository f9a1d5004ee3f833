// What is shared as react-router-dom (shared-map.cjs): its API for apps routed by <BrowserRouter> and <Routes>
// (components, hooks, path helpers), without the data routers (createBrowserRouter, RouterProvider, loaders,
// actions, fetchers, <Form>), which this site does not use. A shared module keeps every export it offers, and the
// whole package is 26 KB gzip against 9 KB for this.
// A name an app's code imports that is missing here fails its build (checkRouterImports in shared-map.cjs). Adding
// one means building the shell again too: the first copy loaded (the shell's) is the one every remote gets.
// The deep path keeps this file from consuming itself as the shared react-router-dom.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createPath,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-dom/dist/index.js';
