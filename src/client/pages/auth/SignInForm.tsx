import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { validateLogin } from '../../../shared/credentials.ts';
import { session } from '../../session/appSession.ts';
import type { UserType } from '../../session/sessionRules.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthField } from './AuthField.tsx';
import { PasswordField } from './PasswordField.tsx';
import { useCredentialForm } from './useCredentialForm.ts';

const FIELDS = ['uname', 'password'] as const;

/** The sign-in form shared by the master's /login and the employee's /emplogin. */
function SignInForm({ kind, title, subtitle, showRemember = false, footer }: {
  kind: UserType;
  title: string;
  subtitle: string;
  showRemember?: boolean;
  footer: ReactNode;
}) {
  const form = useCredentialForm(FIELDS, validateLogin);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.canSubmit || session.loading) return;
    void session.login(kind, { uname: form.values.uname.trim(), password: form.values.password });
  };

  return (
    <AuthCard title={title} subtitle={subtitle} footer={footer}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
        <AuthField {...form.field('uname')} label="Email" type="email" autoComplete="username" autoFocus />
        <PasswordField {...form.field('password')} label="Password" autoComplete="current-password" />
        <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ justifySelf: 'end', mt: -1, fontWeight: 600 }}>
          Forgot password?
        </Link>
        {showRemember && (
          // Shown as the specification shows it; it has no behaviour yet (SPEC section 2).
          <FormControlLabel control={<Checkbox name="remember" size="small" />} label="Remember my preference" />
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!form.canSubmit}
          loading={session.loading}
          sx={{ mt: 1 }}
        >
          Sign in
        </Button>
      </Box>
    </AuthCard>
  );
}

export default observer(SignInForm);
