import type { ComponentType } from 'react';
import type { PageEntry } from '../pages/catalog.ts';
import { lazyPage } from './lazyPage.tsx';

// Every route page is its own lazily loaded chunk, so /login downloads only what sign-in needs.

export const LoginPage = lazyPage(() => import('../pages/auth/LoginPage.tsx'));
export const RegisterPage = lazyPage(() => import('../pages/auth/RegisterPage.tsx'));
export const EmployeeLoginPage = lazyPage(() => import('../pages/auth/EmployeeLoginPage.tsx'));
export const ForgotPasswordPage = lazyPage(() => import('../pages/auth/ForgotPasswordPage.tsx'));
export const ResetPasswordPage = lazyPage(() => import('../pages/auth/ResetPasswordPage.tsx'));
export const AppLayout = lazyPage(() => import('../layout/AppLayout.tsx'));
export const DashboardPage = lazyPage(() => import('../pages/DashboardPage.tsx'));
export const EntityRoutePage = lazyPage(() => import('../engine/EntityRoutePage.tsx'));
export const NotFoundPage = lazyPage<{ inLayout?: boolean }>(() => import('../pages/errors/NotFoundPage.tsx'));
export const StatusErrorPage = lazyPage<{ code: number; inLayout?: boolean }>(
  () => import('../pages/errors/StatusErrorPage.tsx'),
);

const builtPages = new Map<string, ComponentType>();

/** The page for a catalog entry, its module loaded on first use. */
export function CatalogPage({ entry }: { entry: PageEntry }) {
  const { load } = entry;
  let Page = builtPages.get(entry.path);
  if (!Page) {
    Page = lazyPage(load);
    builtPages.set(entry.path, Page);
  }
  return <Page />;
}
