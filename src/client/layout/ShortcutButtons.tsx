import { useMemo } from 'react';
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
import { keyLabel, useShortcutKeys } from './useShortcutKeys.ts';

/**
 * Each shortcut with the page whose grant it needs (a form is granted with its list page), and its key:
 * Alt+letter opens a new one from anywhere (the button opens the receipt and payment lists; the key their
 * new form, as Tally's F6 and F5 do).
 */
const SHORTCUTS = [
  { label: 'New Sales', to: '/salesform', page: 'sales', icon: 'sales', key: { letter: 'S', to: '/salesform' } },
  { label: 'New Purchase', to: '/purchaseform', page: 'purchase', icon: 'purchase', key: { letter: 'P', to: '/purchaseform' } },
  { label: 'Receipt', to: '/receipt', page: 'receipt', icon: 'receipt', key: { letter: 'R', to: '/receipt/new' } },
  { label: 'Payment', to: '/payment', page: 'payment', icon: 'payment', key: { letter: 'Y', to: '/payment/new' } },
];

/**
 * The four everyday actions, those an employee's role grants; labelled on wide screens, icons with
 * tooltips on narrow ones.
 */
export const ShortcutButtons = observer(function ShortcutButtons() {
  const wide = useMediaQuery('(min-width:1100px)');
  const allowed = menuStore.allowedPaths;
  const shown = allowed === null ? SHORTCUTS : SHORTCUTS.filter((shortcut) => isPathAllowed(allowed, shortcut.page));
  const keys = useMemo(() => shown.map((shortcut) => shortcut.key), [shown.map((shortcut) => shortcut.page).join()]);
  useShortcutKeys(keys);
  return (
    <Box component="nav" aria-label="Shortcuts" sx={{ display: 'flex', gap: { xs: 0, sm: 0.5 } }}>
      {shown.map((shortcut) =>
        wide ? (
          <Tooltip key={shortcut.to} title={keyLabel(shortcut.key.letter)} describeChild>
            <Button component={RouterLink} to={shortcut.to} color="inherit" startIcon={<MenuIcon name={shortcut.icon} />} aria-keyshortcuts={keyLabel(shortcut.key.letter)}>
              {shortcut.label}
            </Button>
          </Tooltip>
        ) : (
          <Tooltip key={shortcut.to} title={`${shortcut.label} (${keyLabel(shortcut.key.letter)})`}>
            <IconButton component={RouterLink} to={shortcut.to} color="inherit" aria-label={shortcut.label} aria-keyshortcuts={keyLabel(shortcut.key.letter)} size="small" sx={{ p: 1 }}>
              <MenuIcon name={shortcut.icon} />
            </IconButton>
          </Tooltip>
        ),
      )}
    </Box>
  );
});
