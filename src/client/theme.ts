import { createTheme } from '@mui/material/styles';

// System fonts only: the machines running Bahi may have no internet, so no web font is fetched.
const SYSTEM_FONTS = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const theme = createTheme({
  palette: {
    primary: { main: '#1d4f91', contrastText: '#ffffff' },
    secondary: { main: '#0f766e' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: SYSTEM_FONTS,
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiAppBar: { defaultProps: { color: 'primary' } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiListItemButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: theme.shape.borderRadius,
          marginInline: theme.spacing(1),
          '&.Mui-selected': { color: theme.palette.primary.main, fontWeight: 600 },
        }),
      },
    },
  },
});
