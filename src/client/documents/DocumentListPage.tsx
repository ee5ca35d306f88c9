// The ten document list pages (quotation, sales, purchase ...): the engine's list of the entity;
// New and a row open the document's own form route (salesform, salesform/{id} ...), not a dialog.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import type { EntitySchema } from '../../../engine/schema/types.ts';
import { EngineProvider } from '../../../engine/ui/EngineProvider.tsx';
import { EntityList } from '../../../engine/ui/EntityList.tsx';
import { ListStore } from '../../../engine/ui/stores/ListStore.ts';
import type { Row } from '../../../engine/ui/api.ts';
import { entityApi, sessionMeta } from '../engine/engineContext.ts';
import { notify } from '../notify/notify.ts';
import NotFoundPage from '../pages/errors/NotFoundPage.tsx';
import { PageSpinner } from '../routing/PageSpinner.tsx';
import { editFormPath, newFormPath, pageForList, type DocumentPage } from './documentPages.ts';
import { documentsOf } from './sessionDocuments.ts';

const DocumentListPage = observer(function DocumentListPage() {
  const location = useLocation();
  const meta = sessionMeta();
  const page = pageForList(documentsOf(meta), location.pathname);
  useEffect(() => {
    void meta.ensureLoaded();
  }, [meta]);
  if (!page) return <NotFoundPage inLayout />;
  const schema = meta.get(page.entity);
  const title = schema?.['x-entity'].label ?? page.title;
  if (meta.state === 'error' || !schema) {
    return (
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: 2 }}>
          {title}
        </Typography>
        {meta.state === 'error' ? (
          <Alert severity="error" action={<Button onClick={() => void meta.reload()}>Retry</Button>}>
            {meta.error}
          </Alert>
        ) : meta.loaded ? (
          <Alert severity="warning">This page is not available to you.</Alert>
        ) : (
          <PageSpinner />
        )}
      </Box>
    );
  }
  return (
    <EngineProvider api={entityApi} notify={notify} meta={meta}>
      <DocumentList key={page.entity} page={page} schema={schema} />
    </EngineProvider>
  );
});

function DocumentList({ page, schema }: { page: DocumentPage; schema: EntitySchema }) {
  const navigate = useNavigate();
  const [store] = useState(() => new ListStore(entityApi, schema));
  return (
    <EntityList
      schema={schema}
      store={store}
      onNew={() => navigate(newFormPath(page))}
      onOpen={(row: Row) => navigate(editFormPath(page, row[schema['x-entity'].key] as number))}
    />
  );
}

export default DocumentListPage;
