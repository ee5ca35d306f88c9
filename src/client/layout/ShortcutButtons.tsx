import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink } from 'react-router-dom';
import { MenuIcon } from '../menu/menuIcons.tsx';

const SHORTCUTS = [
  { label: 'New Sales', to: '/salesform', icon: 'sales' },
  { label: 'New Purchase', to: '/purchaseform', icon: 'purchase' },
  { label: 'Receipt', to: '/receipt', icon: 'receipt' },
  { label: 'Payment', to: '/payment', icon: 'payment' },
];

/** The four everyday actions; labelled on wide screens, icons with tooltips on narrow ones. */
export function ShortcutButtons() {
  const wide = useMediaQuery('(min-width:1100px)');
  return (
    <Box component="nav" aria-label="Shortcuts" sx={{ display: 'flex', gap: { xs: 0, sm: 0.5 } }}>
      {SHORTCUTS.map((shortcut) =>
        wide ? (
          <Button key={shortcut.to} component={RouterLink} to={shortcut.to} color="inherit" startIcon={<MenuIcon name={shortcut.icon} />}>
            {shortcut.label}
          </Button>
        ) : (
          <Tooltip key={shortcut.to} title={shortcut.label}>
            <IconButton component={RouterLink} to={shortcut.to} color="inherit" aria-label={shortcut.label} size="small" sx={{ p: 1 }}>
              <MenuIcon name={shortcut.icon} />
            </IconButton>
          </Tooltip>
        ),
      )}
    </Box>
  );
}
