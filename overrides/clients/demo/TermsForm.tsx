// The demo client's form for terms and conditions: the engine's own form, started with the terms
// this client prints on every bill, so a new record needs only a title.
import Alert from '@mui/material/Alert';
import { EntityForm, type EntityFormProps } from '../../../engine/ui/EntityForm.tsx';

export const STARTER_TERMS = [
  '1. Goods once sold will not be taken back or exchanged.',
  '2. Interest at 18% a year is charged on bills unpaid after the due date.',
  '3. Subject to local jurisdiction.',
].join('\n');

export default function TermsForm(props: EntityFormProps) {
  const isNew = props.id === undefined || props.id === null;
  return (
    <>
      {isNew && <Alert severity="info" sx={{ mb: 2 }}>Started with the standard terms; edit them as you need.</Alert>}
      <EntityForm {...props} initialValues={isNew ? { Terms: STARTER_TERMS, ...props.initialValues } : props.initialValues} />
    </>
  );
}
