import { ErrorPage } from './ErrorPage.tsx';
import { NOT_FOUND_TEXT } from './errorCatalog.ts';

/** 404: outside the app it leads back to sign-in; inside the layout, back to the dashboard. */
export default function NotFoundPage({ inLayout = false }: { inLayout?: boolean }) {
  return (
    <ErrorPage
      code={404}
      title={NOT_FOUND_TEXT}
      explanation={inLayout ? 'Check the address, or pick a page from the menu.' : undefined}
      action={inLayout ? { label: 'Back to Dashboard', to: '/dashboard' } : { label: 'Back to Login', to: '/login' }}
      inLayout={inLayout}
    />
  );
}
