// The ten document form routes (SPEC section 2: salesform, salesform/{salesId}, dcform/{dcId} ...):
// outside the layout, a slim bar with the way back to the document's list, then the generic form
// for the entity's merged schema from the engine's meta store.
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { EngineProvider } from '../../../engine/ui/EngineProvider.tsx';
import { entityApi, sessionMeta } from '../engine/engineContext.ts';
import { BrandMark } from '../layout/BrandMark.tsx';
import { notify } from '../notify/notify.ts';
import NotFoundPage from '../pages/errors/NotFoundPage.tsx';
import { PageSpinner } from '../routing/PageSpinner.tsx';
import { DocumentForm } from './DocumentForm.tsx';
import { pageForForm, type DocumentPage } from './documentPages.ts';
import { documentsOf } from './sessionDocuments.ts';

const DocumentFormPage = observer(function DocumentFormPage() {
  const location = useLocation();
  const meta = sessionMeta();
  useEffect(() => {
    void meta.ensureLoaded();
  }, [meta]);
  // Routed here once the schemas are loaded (routing/SchemaRoute.tsx), so the catalog is complete.
  const found = pageForForm(documentsOf(meta), location.pathname);
  if (!found) return <NotFoundPage />;
  const { page, id } = found;
  const schema = meta.get(page.entity);
  return (
    <EngineProvider api={entityApi} notify={notify} meta={meta}>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar sx={{ gap: { xs: 1, sm: 2 } }} variant="dense">
            <BrandMark />
            <Typography component="h1" variant="h6" noWrap sx={{ fontWeight: 700, minWidth: 0, flexShrink: 1 }}>
              {id === null ? `New ${page.title}` : page.title}
            </Typography>
            <Box sx={{ flexGrow: 1 }} />
            <Button component={RouterLink} to={`/${page.list}`} startIcon={<ArrowBack />} aria-label={listLabel(page)} sx={{ whiteSpace: 'nowrap', minWidth: 0 }}>
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {listLabel(page)}
              </Box>
            </Button>
          </Toolbar>
        </AppBar>
        <Container component="main" maxWidth={false} sx={{ py: { xs: 1.5, sm: 2 }, px: { xs: 1, sm: 2, lg: 3 }, maxWidth: 1680 }}>
          {meta.state === 'error' ? (
            <Alert severity="error" action={<Button onClick={() => void meta.reload()}>Retry</Button>}>
              {meta.error}
            </Alert>
          ) : !meta.loaded ? (
            <PageSpinner />
          ) : !schema ? (
            <Alert severity="warning">This page is not available to you.</Alert>
          ) : (
            <DocumentForm key={`${location.pathname}${location.search}`} schema={schema} page={page} id={id} />
          )}
        </Container>
      </Box>
    </EngineProvider>
  );
});

function listLabel(page: DocumentPage): string {
  return sessionMeta().get(page.entity)?.['x-entity'].label ?? 'Back';
}

export default DocumentFormPage;
