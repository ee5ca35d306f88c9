import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '../layout/BrandMark.tsx';
import type { PageEntry } from './catalog.ts';
import ComingSoonPage from './ComingSoonPage.tsx';

/** Form, print and report pages live outside the layout: a slim bar with the way back, then the page. */
export default function StandalonePage({ entry }: { entry: PageEntry }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          <BrandMark />
          <Box sx={{ flexGrow: 1 }} />
          <Button component={RouterLink} to="/dashboard" startIcon={<ArrowBack />}>
            Dashboard
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
        <ComingSoonPage entry={entry} withBackLink />
      </Container>
    </Box>
  );
}
