import { useState, type MouseEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Inbox from '@mui/icons-material/Inbox';
import EventBusy from '@mui/icons-material/EventBusy';
import ListSubheader from '@mui/material/ListSubheader';
import Logout from '@mui/icons-material/Logout';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { session, signedInEmail } from '../session/appSession.ts';

/** The avatar button and its dropdown: Profile, Inbox, Logout. */
export const ProfileMenu = observer(function ProfileMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const email = signedInEmail();
  const initial = (email ?? session.userType ?? 'B').charAt(0).toUpperCase();

  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        size="small"
        sx={{ ml: { xs: 0.5, sm: 1 } }}
      >
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'common.white', color: 'primary.main', fontSize: 15, fontWeight: 700 }}>
          {initial}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {email && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1, maxWidth: 260 }} noWrap>
            {email}
          </Typography>
        )}
        <MenuItem component={RouterLink} to="/app-profile" onClick={close}>
          <ListItemIcon>
            <AccountCircle fontSize="small" />
          </ListItemIcon>
          Profile
        </MenuItem>
        <MenuItem component={RouterLink} to="/email-inbox" onClick={close}>
          <ListItemIcon>
            <Inbox fontSize="small" />
          </ListItemIcon>
          Inbox
        </MenuItem>
        {session.userType === 'master' && <Divider />}
        {session.userType === 'master' && <ListSubheader sx={{ lineHeight: '32px' }}>Settings</ListSubheader>}
        {session.userType === 'master' && (
          <MenuItem component={RouterLink} to="/periods" onClick={close}>
            <ListItemIcon>
              <EventBusy fontSize="small" />
            </ListItemIcon>
            Periods
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void session.signOut();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
});
