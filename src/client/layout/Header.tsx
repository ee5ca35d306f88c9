import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import { BrandMark } from './BrandMark.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import { ShortcutButtons } from './ShortcutButtons.tsx';

/** The top bar: menu toggle, product name, document shortcuts and the profile dropdown. */
export function Header({ menuOpen, onToggleMenu, aboveSidebar }: {
  menuOpen: boolean;
  onToggleMenu: () => void;
  /** With a docked sidebar the bar spans the full width above it; an overlay drawer covers the bar. */
  aboveSidebar: boolean;
}) {
  return (
    <AppBar
      position="fixed"
      elevation={0}
      sx={{ zIndex: (theme) => (aboveSidebar ? theme.zIndex.drawer + 1 : theme.zIndex.appBar) }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <IconButton color="inherit" aria-label="Toggle menu" aria-expanded={menuOpen} onClick={onToggleMenu}>
          {menuOpen ? <MenuOpen /> : <MenuIcon />}
        </IconButton>
        <BrandMark onDark />
        <Box sx={{ flexGrow: 1 }} />
        <ShortcutButtons />
        <ProfileMenu />
      </Toolbar>
    </AppBar>
  );
}
