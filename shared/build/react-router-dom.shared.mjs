// What the site uses of react-router-dom, and all that is shared under that name (shared-map.cjs): a shared
// module keeps every export, and the whole package with its data routers is 26 KB gzip against 8 KB for these.
// A name an app's code imports that is missing here fails its build (checkRouterImports in shared-map.cjs): add it.
// Tests import the package itself (MemoryRouter).
// The deep path keeps this file from consuming itself as the shared react-router-dom.
export {
  BrowserRouter,
  Link,
  Navigate,
  Route,
  Routes,
  useInRouterContext,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router-dom/dist/index.js';
