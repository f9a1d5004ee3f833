// What is shared as react-router-dom (shared-map.cjs): its API for apps routed by <BrowserRouter> and <Routes>
// (components, hooks, path helpers), without the data routers (createBrowserRouter, RouterProvider, loaders,
// actions, fetchers, <Form>), which this site does not use. A shared module keeps every export it offers, and the
// whole package is 26 KB gzip (v6; v7's is larger still) against about 9 KB for this.
// A name an app's code imports that is missing here fails its build (checkRouterImports in shared-map.cjs). Adding
// one means building the shell again too: the first copy loaded (the shell's) is the one every remote gets.
// Since v7, react-router-dom only re-exports react-router: this file imports react-router itself, which is not a
// shared name, so it never consumes itself as the shared react-router-dom. The production build resolves
// react-router to its production files (rspack.base.cjs); app code never imports react-router directly
// (checkRouterImports), or it would get a second router whose context the shell's BrowserRouter does not fill.
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
} from 'react-router';
