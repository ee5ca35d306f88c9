import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { session, signedInEmail } from '../session/appSession.ts';

// Where a new master starts: the masters a first bill needs.
const FIRST_STEPS = [
  { label: 'Add your firm', to: '/firm' },
  { label: 'Add parties', to: '/party' },
  { label: 'Add items', to: '/item' },
];

/** A welcome panel. No figures until documents exist: the dashboard never shows invented numbers. */
function DashboardPage() {
  const who = signedInEmail() ?? (session.session ? `user ${session.session.userid}` : '');
  const isMaster = session.userType === 'master';
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="page-title" variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          Welcome to Bahi
        </Typography>
        <Box sx={{ mt: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography color="text.secondary" data-signed-in-as>
            Signed in as <strong>{who}</strong>
          </Typography>
          <Chip size="small" color="primary" variant="outlined" label={isMaster ? 'Master' : 'Employee'} />
        </Box>
        {isMaster && (
          <Box sx={{ mt: 3, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {FIRST_STEPS.map((step) => (
              <Button key={step.to} component={RouterLink} to={step.to} variant="outlined">
                {step.label}
              </Button>
            ))}
          </Box>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <InsightsOutlined color="primary" sx={{ fontSize: 36, flexShrink: 0 }} />
        <Box>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Business figures
          </Typography>
          <Typography color="text.secondary">
            Sales, purchases, receivables and stock figures arrive here once sales and purchase documents are
            built. Until then this space stays empty rather than showing made-up numbers.
          </Typography>
        </Box>
      </Paper>
    </Box>
  );
}

export default observer(DashboardPage);
