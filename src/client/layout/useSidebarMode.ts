import { useEffect, useState } from 'react';
import { sidebarModeFor, type SidebarMode } from './sidebarMode.ts';

/** The sidebar mode for the current window width, updated on resize. */
export function useSidebarMode(): SidebarMode {
  const [mode, setMode] = useState<SidebarMode>(() => sidebarModeFor(window.innerWidth));
  useEffect(() => {
    const update = () => setMode(sidebarModeFor(window.innerWidth));
    window.addEventListener('resize', update);
    update();
    return () => window.removeEventListener('resize', update);
  }, []);
  return mode;
}
