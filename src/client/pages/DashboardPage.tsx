import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { entityApi } from '../engine/engineContext.ts';
import { DashboardFigures } from '../dashboard/DashboardFigures.tsx';
import { session, signedInEmail } from '../session/appSession.ts';

// Where a new master starts: the masters a first bill needs. Each opens a new record's form, and goes
// once the business has such a record.
const FIRST_STEPS = [
  { label: 'Add your firm', entity: 'firm' },
  { label: 'Add parties', entity: 'party' },
  { label: 'Add items', entity: 'item' },
];

/** The first steps still to take: those whose master has no record yet (none while it is being asked). */
function useStepsToTake(active: boolean) {
  const [missing, setMissing] = useState<string[]>([]);
  useEffect(() => {
    if (!active) return;
    let current = true;
    void Promise.all(FIRST_STEPS.map((step) => entityApi.list(step.entity, { page: 1, perPage: 1 }).then((result) => (result.total === 0 ? [step.entity] : []), () => [])))
      .then((lists) => current && setMissing(lists.flat()));
    return () => {
      current = false;
    };
  }, [active]);
  return FIRST_STEPS.filter((step) => missing.includes(step.entity));
}

/** A compact welcome panel, then the business figures (for whoever the dashboard is granted to). */
function DashboardPage() {
  const who = signedInEmail() ?? (session.session ? `user ${session.session.userid}` : '');
  const isMaster = session.userType === 'master';
  const steps = useStepsToTake(isMaster);
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
        {steps.length > 0 && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {steps.map((step) => (
              <Button key={step.entity} component={RouterLink} to={`/${step.entity}/new`} variant="outlined" size="small">
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
