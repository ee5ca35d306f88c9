import { AppRoutes } from './routing/AppRoutes.tsx';
import { LeaveGuard } from './drafts/LeaveGuard.tsx';
import { SessionStarter } from './session/SessionStarter.tsx';

export function App() {
  return (
    <>
      <SessionStarter />
      <LeaveGuard />
      <AppRoutes />
    </>
  );
}
