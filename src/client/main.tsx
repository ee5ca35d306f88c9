import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { holdEarlyKeys } from './keys/earlyKeys.ts';
import { ToastProvider } from './notify/ToastProvider.tsx';
import { BASENAME } from './routing/basename.ts';
import { theme } from './theme.ts';

holdEarlyKeys();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        <BrowserRouter basename={BASENAME}>
          <App />
        </BrowserRouter>
      </ToastProvider>
    </ThemeProvider>
  </StrictMode>,
);
