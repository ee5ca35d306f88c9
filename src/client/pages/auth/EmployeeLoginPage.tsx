import { AuthLink } from './AuthLink.tsx';
import SignInForm from './SignInForm.tsx';

/** /emplogin: an employee signs in with the account their employer created. */
export default function EmployeeLoginPage() {
  return (
    <SignInForm
      kind="employee"
      title="Employee sign in"
      subtitle="Use the email and password your employer gave you"
      footer={<AuthLink prompt="Business owner?" label="Owner sign in" to="/login" />}
    />
  );
}
