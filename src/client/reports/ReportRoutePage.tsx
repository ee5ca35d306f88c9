// The report routes of the catalog (SPEC section 2 "Report pages"): outside the layout, a slim bar with
// the way back to the reports list (not printed), then the report.
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { NO_PRINT_CLASS } from '../../../engine/ui/report/print.ts';
import { BrandMark } from '../layout/BrandMark.tsx';
import { PAGES } from '../pages/catalog.ts';
import { ReportRoute } from './ReportRoute.tsx';

export default function ReportRoutePage() {
  return <ReportShell>{(title) => <ReportRoute title={title} />}</ReportShell>;
}

/** The report pages' frame: the slim bar back to the reports list, then the page's content (given the catalog title). */
export function ReportShell({ children }: { children: (title: string | undefined) => ReactNode }) {
  const path = useLocation().pathname.split('/').filter(Boolean)[0] ?? '';
  const title = PAGES.find((entry) => entry.path === path)?.title;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="inherit" elevation={0} className={NO_PRINT_CLASS} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar variant="dense" sx={{ gap: 1 }}>
          <BrandMark />
          <Box sx={{ flexGrow: 1 }} />
          <Button component={RouterLink} to="/reports" startIcon={<ArrowBack />}>
            Reports
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth={false} sx={{ py: { xs: 1.5, sm: 2 }, px: { xs: 1, sm: 2, lg: 3 }, maxWidth: 1680 }}>
        {children(title)}
      </Container>
    </Box>
  );
}
