import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { isPathAllowed } from '../menu/employeeMenu.ts';
import { MenuIcon } from '../menu/menuIcons.tsx';
import { menuStore } from '../session/appSession.ts';

/** Each shortcut with the page whose grant it needs (a form is granted with its list page). */
const SHORTCUTS = [
  { label: 'New Sales', to: '/salesform', page: 'sales', icon: 'sales' },
  { label: 'New Purchase', to: '/purchaseform', page: 'purchase', icon: 'purchase' },
  { label: 'Receipt', to: '/receipt', page: 'receipt', icon: 'receipt' },
  { label: 'Payment', to: '/payment', page: 'payment', icon: 'payment' },
];

/**
 * The four everyday actions, those an employee's role grants; labelled on wide screens, icons with
 * tooltips on narrow ones.
 */
export const ShortcutButtons = observer(function ShortcutButtons() {
  const wide = useMediaQuery('(min-width:1100px)');
  const allowed = menuStore.allowedPaths;
  const shown = allowed === null ? SHORTCUTS : SHORTCUTS.filter((shortcut) => isPathAllowed(allowed, shortcut.page));
  return (
    <Box component="nav" aria-label="Shortcuts" sx={{ display: 'flex', gap: { xs: 0, sm: 0.5 } }}>
      {shown.map((shortcut) =>
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
});
