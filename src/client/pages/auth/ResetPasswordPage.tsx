import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { isHTTPError } from 'ky';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { validateNewPassword } from '../../../shared/credentials.ts';
import { describeError } from '../../api/apiError.ts';
import { passwordResetApi } from '../../api/passwordResetApi.ts';
import { notify } from '../../notify/notify.ts';
import { session } from '../../session/appSession.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthLink } from './AuthLink.tsx';
import { PasswordField } from './PasswordField.tsx';
import { PASSWORD_HINT } from './passwordHint.ts';
import { useCredentialForm } from './useCredentialForm.ts';

const FIELDS = ['password', 'confirm_password'] as const;

const validate = (values: { password: string; confirm_password: string }) => validateNewPassword(values);

const LINK_INVALID = 'This reset link is not valid or has expired: ask for a new one';

type Problem = { message: string; askAgain: boolean };

/** Whether the server refused the link itself (rather than the password): then only a new link helps. */
function refusedLink(failure: unknown): boolean {
  if (!isHTTPError(failure) || failure.response.status !== 400) return false;
  const body = failure.data as { errors?: Array<{ path?: string }> } | null;
  return body?.errors?.[0]?.path === '/Token';
}

/**
 * /reset-password?token=...: the page the mailed link opens. The new password follows the sign-up rules;
 * once set, every earlier session of the login has ended, so this browser's too, and the person goes to
 * their sign-in page (the owner's or the employee's) with a toast.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const form = useCredentialForm(FIELDS, validate);
  const password = form.field('password');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(token ? null : { message: LINK_INVALID, askAgain: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.canSubmit || saving || !token) return;
    setSaving(true);
    setProblem(null);
    try {
      const reply = await passwordResetApi.setPassword(token, form.values.password, form.values.confirm_password);
      if (session.isLoggedIn) session.logout();
      notify(reply.message, 'success');
      navigate(reply.Kind === 'employee' ? '/emplogin' : '/login', { replace: true });
    } catch (failure) {
      setProblem({ message: describeError(failure, 'The password could not be set. Please try again.'), askAgain: refusedLink(failure) });
      setSaving(false);
    }
  };

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Your other devices are signed out once it is set"
      footer={<AuthLink prompt="Remembered it?" label="Sign in" to="/login" />}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
        {problem && (
          <Alert severity="error" role="alert">
            {problem.message}
            {problem.askAgain && (
              <Link component={RouterLink} to="/forgot-password" sx={{ display: 'block', mt: 0.5, fontWeight: 600 }}>
                Ask for a new link
              </Link>
            )}
          </Alert>
        )}
        <PasswordField
          {...password}
          helperText={password.error ? password.helperText : PASSWORD_HINT}
          label="New password"
          autoComplete="new-password"
          autoFocus
        />
        <PasswordField {...form.field('confirm_password')} label="Confirm new password" autoComplete="new-password" />
        <Button type="submit" variant="contained" size="large" disabled={!form.canSubmit || !token} loading={saving} sx={{ mt: 1 }}>
          Set new password
        </Button>
      </Box>
    </AuthCard>
  );
}
