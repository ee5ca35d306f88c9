import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { isPathAllowed } from '../menu/employeeMenu.ts';
import { ALWAYS_ALLOWED } from '../pages/catalog.ts';
import { menuStore } from '../session/appSession.ts';
import { PageSpinner } from './PageSpinner.tsx';
import { StatusErrorPage } from './pages.tsx';

/**
 * Employees may open only the layout pages named by their activities (SPEC section 6); others get
 * the 403 page. The master is not restricted.
 */
export const EmployeeGate = observer(function EmployeeGate({ path, children }: { path: string; children: ReactNode }) {
  const allowed = menuStore.allowedPaths;
  if (allowed === null || ALWAYS_ALLOWED.has(path)) return children;
  if (menuStore.awaitingPermissions) return <PageSpinner />;
  return isPathAllowed(allowed, path) ? children : <StatusErrorPage code={403} inLayout />;
});
