import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The product name with its mark, linking to the dashboard (signed-out users are sent on to sign in).
 * `onDark` is for the coloured header bar.
 */
export function BrandMark({ onDark = false }: { onDark?: boolean }) {
  const ink = onDark ? 'common.white' : 'primary.main';
  return (
    <Box
      component={RouterLink}
      to="/dashboard"
      aria-label="Bahi home"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: ink, textDecoration: 'none' }}
    >
      <Box
        aria-hidden
        sx={{
          width: 30,
          height: 30,
          borderRadius: 1.5,
          bgcolor: ink,
          color: onDark ? 'primary.main' : 'common.white',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          fontSize: 17,
        }}
      >
        B
      </Box>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: 20, letterSpacing: 0.3 }}>
        Bahi
      </Typography>
    </Box>
  );
}
