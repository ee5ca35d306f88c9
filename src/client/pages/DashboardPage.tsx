import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { DashboardFigures } from '../dashboard/DashboardFigures.tsx';
import { session, signedInEmail } from '../session/appSession.ts';

// Where a new master starts: the masters a first bill needs.
const FIRST_STEPS = [
  { label: 'Add your firm', to: '/firm' },
  { label: 'Add parties', to: '/party' },
  { label: 'Add items', to: '/item' },
];

/** A compact welcome panel, then the business figures (for whoever the dashboard is granted to). */
function DashboardPage() {
  const who = signedInEmail() ?? (session.session ? `user ${session.session.userid}` : '');
  const isMaster = session.userType === 'master';
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, py: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box>
          <Typography id="page-title" variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            Welcome to Bahi
          </Typography>
          <Box sx={{ mt: 0.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography color="text.secondary" data-signed-in-as sx={{ overflowWrap: 'anywhere' }}>
              Signed in as <strong>{who}</strong>
            </Typography>
            <Chip size="small" color="primary" variant="outlined" label={isMaster ? 'Master' : 'Employee'} />
          </Box>
        </Box>
        {isMaster && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {FIRST_STEPS.map((step) => (
              <Button key={step.to} component={RouterLink} to={step.to} variant="outlined" size="small">
                {step.label}
              </Button>
            ))}
          </Box>
        )}
      </Paper>
      <DashboardFigures />
    </Box>
  );
}

export default observer(DashboardPage);
