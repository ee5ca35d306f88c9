import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { observer } from 'mobx-react-lite';
import { validateRegistration } from '../../../shared/credentials.ts';
import { session } from '../../session/appSession.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthField } from './AuthField.tsx';
import { AuthLink } from './AuthLink.tsx';
import { PasswordField } from './PasswordField.tsx';
import { PASSWORD_HINT } from './passwordHint.ts';
import { useCredentialForm } from './useCredentialForm.ts';

const FIELDS = ['uname', 'password', 'confirm_password'] as const;

const validate = (values: Record<(typeof FIELDS)[number], string>) =>
  validateRegistration(values, { checkConfirmation: true });

/** /page-register: a business owner creates the master account. Only uname and password are sent. */
function RegisterPage() {
  const form = useCredentialForm(FIELDS, validate);
  const password = form.field('password');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.canSubmit || session.loading) return;
    void session.register({ uname: form.values.uname.trim(), password: form.values.password });
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="Register as the business owner; you can add employees later"
      footer={<AuthLink prompt="Already registered?" label="Login page" to="/login" />}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
        <AuthField {...form.field('uname')} label="Email" type="email" autoComplete="username" autoFocus />
        <PasswordField
          {...password}
          helperText={password.error ? password.helperText : PASSWORD_HINT}
          label="Password"
          autoComplete="new-password"
        />
        <PasswordField {...form.field('confirm_password')} label="Confirm password" autoComplete="new-password" />
        <Button type="submit" variant="contained" size="large" disabled={!form.canSubmit} loading={session.loading} sx={{ mt: 1 }}>
          Sign up
        </Button>
      </Box>
    </AuthCard>
  );
}

export default observer(RegisterPage);
