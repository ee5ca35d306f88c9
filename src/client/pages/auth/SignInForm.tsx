import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
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
/** The browser remembers whether "Remember my preference" was ticked last time. */
const REMEMBER_KEY = 'bahi.remember';

/** The sign-in form shared by the master's /login and the employee's /emplogin. */
function SignInForm({ kind, title, subtitle, showRemember = false, footer }: {
  kind: UserType;
  title: string;
  subtitle: string;
  showRemember?: boolean;
  footer: ReactNode;
}) {
  const form = useCredentialForm(FIELDS, validateLogin);
  const [remember, setRemember] = useState(() => showRemember && localStorage.getItem(REMEMBER_KEY) === '1');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.canSubmit || session.loading) return;
    if (showRemember) localStorage.setItem(REMEMBER_KEY, remember ? '1' : '0');
    void session.login(kind, { uname: form.values.uname.trim(), password: form.values.password, remember: showRemember && remember });
  };

  return (
    <AuthCard title={title} subtitle={subtitle} footer={footer}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
        {session.endNote && (
          // A status, not an alert: the page states why the user is here (a toast may have said it aloud already).
          <Alert severity={session.endNote.kept.length > 0 ? 'warning' : 'info'} role="status" data-testid="session-ended">
            {session.endNote.message}
          </Alert>
        )}
        <AuthField {...form.field('uname')} label="Email" type="email" autoComplete="username" autoFocus />
        <PasswordField {...form.field('password')} label="Password" autoComplete="current-password" />
        <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ justifySelf: 'end', mt: -1, fontWeight: 600 }}>
          Forgot password?
        </Link>
        {showRemember && (
          // Ticked: a session stays open through a longer idle time (REMEMBER_LIFETIME, a week by default).
          <FormControlLabel
            control={<Checkbox name="remember" size="small" checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
            label="Remember my preference"
            title="Keep me signed in on this device for a week without use"
          />
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
