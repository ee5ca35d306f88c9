import { AppRoutes } from './routing/AppRoutes.tsx';
import { SessionStarter } from './session/SessionStarter.tsx';

export function App() {
  return (
    <>
      <SessionStarter />
      <AppRoutes />
    </>
  );
}
