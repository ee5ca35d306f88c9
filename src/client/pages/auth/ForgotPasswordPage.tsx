import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isHTTPError } from 'ky';
import { emailProblem, type CredentialErrors } from '../../../shared/credentials.ts';
import { describeError } from '../../api/apiError.ts';
import { passwordResetApi } from '../../api/passwordResetApi.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthField } from './AuthField.tsx';
import { AuthLink } from './AuthLink.tsx';
import { useCredentialForm } from './useCredentialForm.ts';

const FIELDS = ['uname'] as const;

const validate = (values: { uname: string }): CredentialErrors => {
  const problem = emailProblem(values.uname);
  return problem ? { uname: problem } : {};
};

type Answer = { severity: 'success' | 'warning' | 'error'; message: string };

/**
 * /forgot-password: the owner or an employee asks for a reset link by mail. The server answers the same
 * for every e-mail (it does not tell which have logins), so the page shows that answer as it comes; a
 * server with no mail set up says so (503) and the page shows it.
 */
export default function ForgotPasswordPage() {
  const form = useCredentialForm(FIELDS, validate);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.canSubmit || sending) return;
    setSending(true);
    setAnswer(null);
    try {
      const reply = await passwordResetApi.askForLink(form.values.uname.trim());
      setAnswer({ severity: 'success', message: reply.message });
    } catch (failure) {
      const notSetUp = isHTTPError(failure) && failure.response.status === 503;
      setAnswer({ severity: notSetUp ? 'warning' : 'error', message: describeError(failure, 'The reset link could not be sent. Please try again.') });
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the e-mail you sign in with: we will mail you a link to choose a new password"
      footer={
        <>
          <AuthLink prompt="Remembered it?" label="Sign in" to="/login" />
          <AuthLink prompt="Staff member?" label="Employee sign in" to="/emplogin" />
        </>
      }
    >
      {answer?.severity === 'success' ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Alert severity="success" role="status">
            {answer.message}
          </Alert>
          <Typography variant="body2" color="text.secondary">
            Nothing after a few minutes? Look in the spam folder, or check the e-mail and ask again.
          </Typography>
          <Button variant="outlined" onClick={() => setAnswer(null)}>
            Use another e-mail
          </Button>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
          {answer && (
            <Alert severity={answer.severity} role="alert">
              {answer.message}
            </Alert>
          )}
          <AuthField {...form.field('uname')} label="Email" type="email" autoComplete="username" autoFocus />
          <Button type="submit" variant="contained" size="large" disabled={!form.canSubmit} loading={sending} sx={{ mt: 1 }}>
            Send reset link
          </Button>
        </Box>
      )}
    </AuthCard>
  );
}
