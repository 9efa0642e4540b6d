// The react-router the portal provides to itself and every remote: only the exports any app imports (the shell, the
// SDK, the five remotes; host-subsets.spec.js holds the list to their sources), so the dashboard does not load the
// whole package (shared modules are not tree-shaken). '@greenroom/full/react-router' is react-router itself under an
// alias, so this file is not itself consumed as the shared module.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  NavigationType,
  Route,
  Router,
  RouterProvider,
  Routes,
  UNSAFE_DataRouterContext,
  createBrowserRouter,
  createPath,
  matchPath,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '@greenroom/full/react-router';
