import { useState, type ReactElement } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { NavLink, useLocation } from 'react-router-dom';
import { MenuIcon } from '../menu/menuIcons.tsx';
import type { MenuEntry } from '../menu/types.ts';

interface MenuProps {
  entries: MenuEntry[];
  /** Icon rail: top-level icons only, labels in tooltips. */
  collapsed: boolean;
  /** Called after a link is followed (the overlay drawer closes). */
  onNavigate?: () => void;
  /** Called when a group is clicked on the rail: the sidebar opens to show it. */
  onExpand: () => void;
}

const keyOf = (parentKey: string, entry: MenuEntry) => `${parentKey}/${entry.label}`;

function contains(entry: MenuEntry, path: string): boolean {
  return entry.path === path || (entry.children ?? []).some((child) => contains(child, path));
}

/** Keys of the groups that lead to `path`, so the current page's group starts open. */
function groupsLeadingTo(entries: MenuEntry[], path: string, parentKey = ''): string[] {
  for (const entry of entries) {
    if (!entry.children || !contains(entry, path)) continue;
    const key = keyOf(parentKey, entry);
    return [key, ...groupsLeadingTo(entry.children, path, key)];
  }
  return [];
}

/** The sidebar's nested menu: links and collapsible groups, any depth. */
export function SidebarMenu({ entries, collapsed, onNavigate, onExpand }: MenuProps) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState<Set<string>>(() => new Set(groupsLeadingTo(entries, pathname)));

  const toggle = (key: string, forceOpen = false) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key) && !forceOpen) next.delete(key);
      else next.add(key);
      return next;
    });

  const renderEntry = (entry: MenuEntry, depth: number, parentKey: string) => {
    const key = keyOf(parentKey, entry);
    const active = contains(entry, pathname);
    const indent = collapsed ? 2.5 : 2 + depth * 2;
    const label = collapsed ? null : <ListItemText primary={entry.label} slotProps={{ primary: { noWrap: true } }} />;
    const icon = (
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40, color: active ? 'primary.main' : undefined }}>
        <MenuIcon name={entry.icon} />
      </ListItemIcon>
    );
    const withTooltip = (node: ReactElement) =>
      collapsed ? (
        <Tooltip title={entry.label} placement="right">
          {node}
        </Tooltip>
      ) : (
        node
      );

    if (entry.children) {
      const isOpen = !collapsed && open.has(key);
      return (
        <li key={key}>
          {withTooltip(
            <ListItemButton
              aria-label={collapsed ? entry.label : undefined}
              aria-expanded={isOpen}
              selected={collapsed && active}
              onClick={() => {
                if (collapsed) {
                  onExpand();
                  toggle(key, true);
                } else toggle(key);
              }}
              sx={{ pl: indent }}
            >
              {icon}
              {label}
              {!collapsed && (isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
            </ListItemButton>,
          )}
          {!collapsed && (
            <Collapse in={isOpen} timeout="auto" unmountOnExit>
              <List component="ul" disablePadding>
                {entry.children.map((child) => renderEntry(child, depth + 1, key))}
              </List>
            </Collapse>
          )}
        </li>
      );
    }

    return (
      <li key={key}>
        {withTooltip(
          <ListItemButton
            component={NavLink}
            to={entry.path ?? '/'}
            aria-label={collapsed ? entry.label : undefined}
            selected={pathname === entry.path}
            onClick={onNavigate}
            sx={{ pl: indent }}
          >
            {icon}
            {label}
          </ListItemButton>,
        )}
      </li>
    );
  };

  return (
    <List component="ul" sx={{ py: 1 }}>
      {entries.map((entry) => renderEntry(entry, 0, ''))}
    </List>
  );
}
