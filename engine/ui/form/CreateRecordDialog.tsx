// A new record's form in a dialog, opened from a picker's deliberate "Create new" with what was typed
// already filled in. Saving it hands the saved record back (the picker then chooses it); closing it
// makes nothing.
import { useId, type ComponentType } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Row } from '../api.ts';
import { useEngine } from '../EngineProvider.tsx';
import { EntityForm, type EntityFormProps } from '../EntityForm.tsx';

/** The slot an app may fill with its own form for an entity (as the entity page uses). */
const FORM_SLOT = 'form';

export type CreateRecordDialogProps = {
  entity: string;
  /** The new record's starting values (the typed name). */
  initialValues: Row;
  onCreated: (record: Row) => void;
  onClose: () => void;
};

export function CreateRecordDialog({ entity, initialValues, onCreated, onClose }: CreateRecordDialogProps) {
  const { meta, slots } = useEngine();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const schema = meta.get(entity);
  if (!schema) return null;
  const singular = typeof schema.title === 'string' ? schema.title : schema['x-entity'].label;
  const Form = (slots[`${schema['x-entity'].name}:${FORM_SLOT}`] as ComponentType<EntityFormProps> | undefined) ?? EntityForm;
  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        // A stray click beside the dialog must not throw away what was typed.
        if (reason !== 'backdropClick') onClose();
      }}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {`New ${singular}`}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Form schema={schema} initialValues={initialValues} onSaved={(record) => onCreated(record)} onCancel={onClose} keepDraft={false} />
      </DialogContent>
    </Dialog>
  );
}
