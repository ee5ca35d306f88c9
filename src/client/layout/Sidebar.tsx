import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { loadMasterSchemas, masterSidebar } from '../menu/masterSidebar.ts';
import { menuStore } from '../session/appSession.ts';
import { BrandMark } from './BrandMark.tsx';
import { SidebarMenu } from './SidebarMenu.tsx';
import type { SidebarMode } from './sidebarMode.ts';

export const SIDEBAR_WIDTH = 264;
export const RAIL_WIDTH = 64;

/**
 * The menu in one of three modes (see sidebarMode.ts). The mode is exposed as data-sidebar-mode and
 * the open state as data-sidebar-expanded, for tests and for styling.
 */
export const Sidebar = observer(function Sidebar({ mode, expanded, onClose, onExpand }: {
  mode: SidebarMode;
  expanded: boolean;
  onClose: () => void;
  onExpand: () => void;
}) {
  const isMaster = menuStore.userType === 'master';
  useEffect(() => {
    if (isMaster) loadMasterSchemas();
  }, [isMaster]);
  const entries = isMaster ? masterSidebar() : menuStore.entries;

  if (mode === 'overlay') {
    return (
      <Box component="nav" aria-label="Main menu" data-sidebar-mode={mode} data-sidebar-expanded={String(expanded)}>
        <Drawer
          variant="temporary"
          open={expanded}
          onClose={onClose}
          // Rendered inside the nav (no portal) so the menu stays under the element that names it.
          ModalProps={{ keepMounted: true, disablePortal: true }}
          slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, maxWidth: '85vw' } } }}
        >
          <Toolbar sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <BrandMark />
          </Toolbar>
          <SidebarMenu entries={entries} collapsed={false} onNavigate={onClose} onExpand={onExpand} />
        </Drawer>
      </Box>
    );
  }

  const width = expanded ? SIDEBAR_WIDTH : RAIL_WIDTH;
  const widthTransition = 'width 200ms ease';
  return (
    <Box
      component="nav"
      aria-label="Main menu"
      data-sidebar-mode={mode}
      data-sidebar-expanded={String(expanded)}
      sx={{ width, flexShrink: 0, transition: widthTransition }}
    >
      <Drawer
        variant="permanent"
        open
        slotProps={{
          paper: { sx: { width, transition: widthTransition, overflowX: 'hidden', boxSizing: 'border-box' } },
        }}
      >
        <Toolbar />
        <SidebarMenu entries={entries} collapsed={!expanded} onExpand={onExpand} />
      </Drawer>
    </Box>
  );
});
