import { observer } from 'mobx-react-lite';
import { session } from '../../session/appSession.ts';
import { ErrorPage } from './ErrorPage.tsx';
import { errorText } from './errorCatalog.ts';

/** page-error-400/403/500/503, and the 403 an employee meets on a page outside their role. */
function StatusErrorPage({ code, inLayout = false }: { code: number; inLayout?: boolean }) {
  const { title, explanation } = errorText(code);
  const action = session.isLoggedIn
    ? { label: 'Back to Dashboard', to: '/dashboard' }
    : { label: 'Back to Login', to: '/login' };
  return <ErrorPage code={code} title={title} explanation={explanation} action={action} inLayout={inLayout} />;
}

export default observer(StatusErrorPage);
