import { AuthLink } from './AuthLink.tsx';
import SignInForm from './SignInForm.tsx';

/** /login: the master (business owner) signs in. */
export default function LoginPage() {
  return (
    <SignInForm
      kind="master"
      title="Sign in"
      subtitle="Accounting and GST billing for your business"
      showRemember
      footer={
        <>
          <AuthLink prompt="New to Bahi?" label="Sign up" to="/page-register" />
          <AuthLink prompt="Staff member?" label="Employee sign in" to="/emplogin" />
        </>
      }
    />
  );
}
