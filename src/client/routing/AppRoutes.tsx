import { observer } from 'mobx-react-lite';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PAGES, type PageEntry } from '../pages/catalog.ts';
import { ERROR_PAGES, errorPagePath } from '../pages/errors/errorCatalog.ts';
import { session } from '../session/appSession.ts';
import { EmployeeGate } from './EmployeeGate.tsx';
import { SchemaRoute } from './SchemaRoute.tsx';
import { SignedOutFallback } from './SignedOutFallback.tsx';
import {
  AppLayout,
  CatalogPage,
  DashboardPage,
  EmployeeLoginPage,
  ForgotPasswordPage,
  LoginPage,
  RegisterPage,
  ResetPasswordPage,
  StatusErrorPage,
} from './pages.tsx';

const routePaths = (entry: PageEntry): string[] => (entry.editPath ? [entry.path, entry.editPath] : [entry.path]);

const LAYOUT_PAGES = PAGES.filter((entry) => entry.area === 'layout');
const STANDALONE_PAGES = PAGES.filter((entry) => entry.area !== 'layout');
const SIGNED_IN_ONLY_PATHS = ['dashboard', ...PAGES.flatMap(routePaths)];
/** The first path segments of the fixed layout pages: these route without waiting for the schemas. */
const LAYOUT_PATHS = new Set(['', 'dashboard', ...LAYOUT_PAGES.map((entry) => entry.path)]);

// The mailed reset link opens in whatever state the browser is in, so both trees route the reset pages.
const passwordResetRoutes = [
  <Route key="forgot-password" path="forgot-password" element={<ForgotPasswordPage />} />,
  <Route key="reset-password" path="reset-password" element={<ResetPasswordPage />} />,
];

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
      {passwordResetRoutes}
      {errorRoutes}
      <Route index element={<Navigate to="/login" replace />} />
      {SIGNED_IN_ONLY_PATHS.map((path) => (
        <Route key={path} path={path} element={<Navigate to="/login" replace />} />
      ))}
      {/* A document's or schema entity's page (known only to the server's schemas) sends to sign-in too. */}
      <Route path="*" element={<SignedOutFallback />} />
    </Routes>
  );
}

function SignedInRoutes() {
  return (
    <Routes>
      <Route path="login" element={<Navigate to={session.landing} replace />} />
      <Route path="emplogin" element={<Navigate to={session.landing} replace />} />
      <Route path="page-register" element={<RegisterPage />} />
      {passwordResetRoutes}
      {errorRoutes}
      {/* Forms, print pages and reports sit outside the layout and are not filtered for employees. */}
      {STANDALONE_PAGES.flatMap((entry) =>
        routePaths(entry).map((path) => <Route key={path} path={path} element={<CatalogPage key={path} entry={entry} />} />),
      )}
      <Route
        path="*"
        element={
          <SchemaRoute layoutPaths={LAYOUT_PATHS} layout={<AppLayout />}>
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
          </SchemaRoute>
        }
      />
    </Routes>
  );
}

/** Two route trees: which one applies depends on whether someone is signed in. */
export const AppRoutes = observer(function AppRoutes() {
  if (!session.started) return null;
  return session.isLoggedIn ? <SignedInRoutes /> : <SignedOutRoutes />;
});
