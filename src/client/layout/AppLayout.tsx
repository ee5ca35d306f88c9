import { useState } from 'react';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Outlet, useLocation } from 'react-router-dom';
import { NO_PRINT_CLASS } from '../../../engine/ui/report/print.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { Sidebar } from './Sidebar.tsx';
import { startsExpanded } from './sidebarMode.ts';
import { useSidebarMode } from './useSidebarMode.ts';

/** Header, sidebar, page, footer. */
export default function AppLayout() {
  const mode = useSidebarMode();
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(() => startsExpanded(mode));

  // Reset the sidebar when the width crosses into another mode, and close the overlay after navigation.
  // (State adjusted during render, React's recommended alternative to an effect for derived resets.)
  const [seen, setSeen] = useState({ mode, pathname });
  if (seen.mode !== mode || seen.pathname !== pathname) {
    setSeen({ mode, pathname });
    if (seen.mode !== mode) setExpanded(startsExpanded(mode));
    else if (mode === 'overlay') setExpanded(false);
  }

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {/* The app's chrome is left off a printed page (a report prints only itself). */}
      <Box className={NO_PRINT_CLASS} sx={{ display: 'contents' }}>
        <Header
          menuOpen={expanded}
          onToggleMenu={() => setExpanded((open) => !open)}
          aboveSidebar={mode !== 'overlay'}
        />
        <Sidebar mode={mode} expanded={expanded} onClose={() => setExpanded(false)} onExpand={() => setExpanded(true)} />
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar className={NO_PRINT_CLASS} />
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, sm: 3 } }}>
          <Outlet />
        </Box>
        <Box className={NO_PRINT_CLASS}>
          <Footer />
        </Box>
      </Box>
    </Box>
  );
}
