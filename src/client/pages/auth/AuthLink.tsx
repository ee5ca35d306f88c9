import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** "New to Bahi? Sign up" style line under an auth form. */
export function AuthLink({ prompt, label, to }: { prompt: string; label: string; to: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {prompt}{' '}
      <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
        {label}
      </Link>
    </Typography>
  );
}
