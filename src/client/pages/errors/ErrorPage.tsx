import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export interface ErrorPageProps {
  code: number;
  title: string;
  explanation?: string;
  action: { label: string; to: string };
  /** Inside the app layout the page sits in the content area instead of filling the window. */
  inLayout?: boolean;
}

/** A large status code, a heading, an explanation and one way back. */
export function ErrorPage({ code, title, explanation, action, inLayout = false }: ErrorPageProps) {
  return (
    <Box
      component={inLayout ? 'section' : 'main'}
      sx={{
        minHeight: inLayout ? 'auto' : '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: inLayout ? 'transparent' : 'background.default',
      }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, width: '100%', textAlign: 'center' }}>
        <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 700, fontSize: { xs: 64, sm: 88 }, lineHeight: 1 }}>
          {code}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mt: 2, fontWeight: 600 }}>
          {title}
        </Typography>
        {explanation && (
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            {explanation}
          </Typography>
        )}
        <Button component={RouterLink} to={action.to} variant="contained" sx={{ mt: 3 }}>
          {action.label}
        </Button>
      </Paper>
    </Box>
  );
}
