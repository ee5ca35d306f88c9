import { observer } from 'mobx-react-lite';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PAGES, type PageEntry } from '../pages/catalog.ts';
import { ERROR_PAGES, errorPagePath } from '../pages/errors/errorCatalog.ts';
import { session } from '../session/appSession.ts';
import { EmployeeGate } from './EmployeeGate.tsx';
import {
  AppLayout,
  CatalogPage,
  DashboardPage,
  EmployeeLoginPage,
  EntityRoutePage,
  LoginPage,
  NotFoundPage,
  RegisterPage,
  StatusErrorPage,
} from './pages.tsx';

const routePaths = (entry: PageEntry): string[] => (entry.editPath ? [entry.path, entry.editPath] : [entry.path]);

const LAYOUT_PAGES = PAGES.filter((entry) => entry.area === 'layout');
const STANDALONE_PAGES = PAGES.filter((entry) => entry.area !== 'layout');
const SIGNED_IN_ONLY_PATHS = ['dashboard', ...PAGES.flatMap(routePaths)];

// Route lists as arrays of elements (not components) because <Routes> accepts only <Route> children.
const errorRoutes = ERROR_PAGES.map(({ code }) => (
  <Route key={code} path={errorPagePath(code)} element={<StatusErrorPage code={code} />} />
));

function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="page-register" element={<RegisterPage />} />
      <Route path="emplogin" element={<EmployeeLoginPage />} />
      {errorRoutes}
      <Route index element={<Navigate to="/login" replace />} />
      {SIGNED_IN_ONLY_PATHS.map((path) => (
        <Route key={path} path={path} element={<Navigate to="/login" replace />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function SignedInRoutes() {
  return (
    <Routes>
      <Route path="login" element={<Navigate to="/dashboard" replace />} />
      <Route path="emplogin" element={<Navigate to="/dashboard" replace />} />
      <Route path="page-register" element={<RegisterPage />} />
      {errorRoutes}
      {/* Forms, print pages and reports sit outside the layout and are not filtered for employees. */}
      {STANDALONE_PAGES.flatMap((entry) =>
        routePaths(entry).map((path) => <Route key={path} path={path} element={<CatalogPage key={path} entry={entry} />} />),
      )}
      <Route element={<AppLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        {LAYOUT_PAGES.flatMap((entry) =>
          routePaths(entry).map((path) => (
            <Route
              key={path}
              path={path}
              element={
                <EmployeeGate path={entry.path}>
                  <CatalogPage key={entry.path} entry={entry} />
                </EmployeeGate>
              }
            />
          )),
        )}
        {/* Any other path may be an entity added as one schema file; the page says not found otherwise. */}
        <Route path="*" element={<EntityRoutePage />} />
      </Route>
    </Routes>
  );
}

/** Two route trees: which one applies depends on whether someone is signed in. */
export const AppRoutes = observer(function AppRoutes() {
  if (!session.started) return null;
  return session.isLoggedIn ? <SignedInRoutes /> : <SignedOutRoutes />;
});
