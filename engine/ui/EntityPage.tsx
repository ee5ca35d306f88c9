import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { observer } from 'mobx-react-lite';
import type { EntitySchema } from '../schema/types.ts';
import type { RecordId, Row } from './api.ts';
import { useEngine } from './EngineProvider.tsx';
import type { EntityFormProps } from './EntityForm.tsx';
import { EntityList } from './EntityList.tsx';
import { ListStore } from './stores/ListStore.ts';

export type EntityPageProps = {
  /** The entity name (x-entity.name), e.g. the page path. */
  entity: string;
  /** A record to open for editing at once (a page address such as /things/12 names it); null: a new one. */
  openId?: RecordId | null;
};

/** The slot name a page consults for a replacement form: `${entity}:form`. */
export const FORM_SLOT = 'form';

/**
 * An entity's list page: the list, and the create/edit form in a dialog (full screen on a phone).
 * The schema comes from the meta store; a save or delete refreshes the list.
 */
export const EntityPage = observer(function EntityPage({ entity, openId }: EntityPageProps) {
  const { meta } = useEngine();
  useEffect(() => {
    void meta.ensureLoaded();
  }, [meta]);
  const schema = meta.get(entity);

  if (schema) return <EntityPageBody key={entity} schema={schema} openId={openId} />;
  if (meta.state === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void meta.reload()}>
            Retry
          </Button>
        }
      >
        {meta.error}
      </Alert>
    );
  }
  if (!meta.loaded) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }} role="status" aria-label="Loading">
        <CircularProgress />
      </Box>
    );
  }
  return <Alert severity="warning">This page is not available to you.</Alert>;
});

// The record form (and its form library and validator, the larger part of a list page's code) loads
// once the list is drawn, not before it: the list shows sooner, and the form is there by the time it is
// asked for.
const loadEntityForm = () => import('./EntityForm.tsx');
const EntityForm = lazy(() => loadEntityForm().then((module) => ({ default: module.EntityForm })));

type Editing = { id: RecordId | null; session: number };

function EntityPageBody({ schema, openId }: { schema: EntitySchema; openId?: RecordId | null }) {
  const { api, slots } = useEngine();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [store] = useState(() => new ListStore(api, schema));
  const [open, setOpen] = useState(false);
  // Kept after closing so the dialog's content does not vanish during its closing transition.
  const [editing, setEditing] = useState<Editing>({ id: null, session: 0 });
  const meta = schema['x-entity'];
  const singular = typeof schema.title === 'string' ? schema.title : meta.label;
  const Form = (slots[`${meta.name}:${FORM_SLOT}`] as ComponentType<EntityFormProps> | undefined) ?? EntityForm;

  const start = (id: RecordId | null) => {
    setEditing((current) => ({ id, session: current.session + 1 }));
    setOpen(true);
  };
  const close = () => setOpen(false);
  const saved = () => {
    setOpen(false);
    void store.reload();
  };
  const title = editing.id === null ? `New ${singular}` : `Edit ${singular}`;
  useEffect(() => {
    if (openId !== undefined) start(openId);
  }, [openId]);
  useEffect(() => {
    void loadEntityForm();
  }, []);

  return (
    <Box>
      <EntityList
        schema={schema}
        store={store}
        onOpen={(row: Row) => start(row[meta.key] as RecordId)}
        onNew={() => start(null)}
      />
      <Dialog
        open={open}
        onClose={(_event, reason) => {
          // A stray click beside the dialog must not throw away what was typed.
          if (reason !== 'backdropClick') close();
        }}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="md"
        aria-labelledby="entity-form-title"
      >
        <DialogTitle id="entity-form-title" sx={{ pr: 6 }}>
          {title}
          <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>
          <Suspense fallback={<CircularProgress aria-label="Loading" />}>
            <Form key={editing.session} schema={schema} id={editing.id} onSaved={saved} onCancel={close} />
          </Suspense>
        </DialogContent>
      </Dialog>
    </Box>
  );
}
