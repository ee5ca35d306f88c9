import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import SaveIcon from '@mui/icons-material/Save';
import Form from '@rjsf/mui';
import type { default as RjsfForm, IChangeEvent } from '@rjsf/core';
import { getDefaultFormState, type ErrorSchema, type RJSFSchema } from '@rjsf/utils';
import { compileFormSchema, compileUiSchema } from '../schema/ui-schema.ts';
import type { EntitySchema } from '../schema/types.ts';
import { toApiError, type RecordId, type Row } from './api.ts';
import { useEngine } from './EngineProvider.tsx';
import { FieldGrid } from './form/FieldGrid.tsx';
import { noFormDraft } from './form/formDraft.ts';
import type { LinkFormContext } from './form/LinkPicker.tsx';
import { clearNarrowedLinks, linkLabels, toBody, toFormData } from './form/record.ts';
import { useRecord } from './form/useRecord.ts';
import { formValidator, friendlyErrors, mergeErrors, omitErrors, pickErrors, serverErrorSchema } from './form/validator.ts';
import { ENGINE_FIELDS, ENGINE_WIDGETS } from './form/widgets.ts';

import { SAVED_MESSAGE, UPDATED_MESSAGE } from './messages.ts';

/** The server's texts (SPEC section 8), used when an answer carries no message of its own. */
export { SAVED_MESSAGE, UPDATED_MESSAGE };

export type EntityFormProps = {
  schema: EntitySchema;
  /** The record to edit; omit (or null) for a new record. */
  id?: RecordId | null;
  /** Starting values for a new record (on top of the schema's defaults). */
  initialValues?: Row;
  /** After a successful save, with the record the server returned. */
  onSaved?: (record: Row, created: boolean) => void;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
  submitLabel?: string;
  /** Keeps unsaved changes as a draft through the provider's `formDraft` (default); false for a form opened from another one. */
  keepDraft?: boolean;
};

/** Field ids are `root__<Field>`; the separator avoids clashing with underscores in field names. */
const ID_PREFIX = 'root';
const ID_SEPARATOR = '__';
const TEMPLATES = { ObjectFieldTemplate: FieldGrid };
const NO_ERRORS: ErrorSchema = {};
/** The errors show on their fields; without a handler RJSF would also log them to the console. */
const IGNORE_ERRORS = () => {};

/**
 * The generic create/edit form of an entity: RJSF (MUI theme) over the compiled form schema.
 * Validates a field when it loses focus and everything on save (not on every keystroke); shows the
 * server's field errors (400) on the fields and offers a reload when the record changed meanwhile (409).
 */
export function EntityForm({ schema, id, initialValues, onSaved, onCancel, submitLabel = 'Save', keepDraft = true }: EntityFormProps) {
  const { api, notify, formDraft } = useEngine();
  const entity = schema['x-entity'].name;
  const key = schema['x-entity'].key;
  const formSchema = compileFormSchema(schema);
  const uiSchema = compileUiSchema(schema);
  const transformErrors = friendlyErrors(formSchema);
  const loaded = useRecord(api, entity, id);

  // The form's data follows the record held: a new one (loaded, reloaded or just saved) starts it over.
  const [form, setForm] = useState(() => ({ source: loaded.record, data: startData(schema, formSchema, loaded.record, initialValues) }));
  const [blurErrors, setBlurErrors] = useState<ErrorSchema>(NO_ERRORS);
  const [serverErrors, setServerErrors] = useState<ErrorSchema>(NO_ERRORS);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const touched = useRef(new Set<string>());
  const dataRef = useRef(form.data);
  const savingRef = useRef(false);
  const formRef = useRef<RjsfForm<Row> | null>(null);

  if (form.source !== loaded.record) {
    const data = startData(schema, formSchema, loaded.record, initialValues);
    setForm({ source: loaded.record, data });
    dataRef.current = data;
    touched.current = new Set();
    setBlurErrors(NO_ERRORS);
    setServerErrors(NO_ERRORS);
  }

  // The same hook on every render of this form (keepDraft does not change while it is open).
  const draft = (keepDraft ? formDraft : noFormDraft)({
    entity,
    recordId: loaded.id,
    title: typeof schema.title === 'string' ? schema.title : entity,
    snapshot: () => dataRef.current,
    restore: (kept) => {
      const data = kept && typeof kept === 'object' && !Array.isArray(kept) ? (kept as Row) : {};
      dataRef.current = data;
      setForm((current) => ({ ...current, data }));
    },
  });
  // What the server holds (the record loaded, reloaded or just saved; or a new one) is what changes count from.
  const shown = loaded.state === 'idle' ? (loaded.record ?? 'new') : null;
  useEffect(() => {
    if (shown !== null) draft.settled();
  }, [shown, draft.settled]);

  const extraErrors = useMemo(() => mergeErrors(blurErrors, serverErrors), [blurErrors, serverErrors]);
  const formContext = useMemo<LinkFormContext>(
    () => ({ linkLabels: linkLabels(schema, loaded.record), formValues: () => dataRef.current }),
    [schema, loaded.record],
  );

  const handleChange = (event: IChangeEvent<Row>) => {
    const previous = dataRef.current;
    const given = event.formData ?? {};
    const changed = Object.keys({ ...previous, ...given }).filter((name) => !Object.is(previous[name], given[name]));
    const next = clearNarrowedLinks(schema, changed, given);
    dataRef.current = next;
    setForm((current) => ({ ...current, data: next }));
    if (changed.length > 0) {
      // The user is fixing these: their old messages go until the next blur or save.
      setBlurErrors((errors) => omitErrors(errors, changed));
      setServerErrors((errors) => omitErrors(errors, changed));
    }
  };

  const handleBlur = (fieldId: string) => {
    const name = fieldFromId(fieldId);
    if (!name) return;
    touched.current.add(name);
    const result = formValidator.validateFormData(dataRef.current, formSchema, undefined, transformErrors, uiSchema);
    // A field still showing the error from the last save attempt must not show it twice.
    const shown = (formRef.current?.state.schemaValidationErrorSchema ?? {}) as Record<string, unknown>;
    const fields = new Set([...touched.current].filter((field) => shown[field] === undefined));
    setBlurErrors(pickErrors(result.errorSchema, fields));
  };

  const handleSubmit = async (event: IChangeEvent<Row>) => {
    if (savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    setBlurErrors(NO_ERRORS);
    setServerErrors(NO_ERRORS);
    setFailure(null);
    setConflict(null);
    const data = event.formData ?? dataRef.current;
    const recordId = loaded.id;
    const creating = recordId === null;
    const original = creating ? null : loaded.record;
    try {
      const body = toBody(schema, data, original);
      const result = creating ? await api.create(entity, body) : await api.update(entity, recordId, body);
      notify(result.message || (creating ? SAVED_MESSAGE : UPDATED_MESSAGE), 'success');
      const saved = Object.keys(result.record).length > 0 ? result.record : { ...original, ...body };
      const savedId = (saved[key] ?? recordId) as RecordId | null;
      if (savedId !== null && savedId !== undefined) loaded.prime(savedId, saved);
      onSaved?.(saved, creating);
    } catch (error) {
      const problem = toApiError(error, 'Could not save.');
      if (problem.status === 409) {
        setConflict(problem.message);
      } else {
        if (problem.errors.length > 0) setServerErrors(serverErrorSchema(problem.errors));
        setFailure(problem.message);
      }
      notify(problem.message, 'error');
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  if (loaded.state === 'loading' && loaded.record === null) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="status" aria-label="Loading">
        <CircularProgress />
      </Box>
    );
  }
  if (loaded.state === 'error' && loaded.record === null) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={loaded.reload}>
            Retry
          </Button>
        }
      >
        {loaded.error}
      </Alert>
    );
  }

  return (
    <Box>
      {draft.banner}
      {conflict && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setConflict(null);
                loaded.reload();
              }}
            >
              Reload
            </Button>
          }
        >
          {conflict} Reload to see the latest version (your unsaved changes will be lost).
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <Form
        ref={formRef}
        schema={formSchema}
        uiSchema={uiSchema}
        formData={form.data}
        validator={formValidator}
        widgets={ENGINE_WIDGETS}
        fields={ENGINE_FIELDS}
        templates={TEMPLATES}
        formContext={formContext}
        extraErrors={extraErrors}
        transformErrors={transformErrors}
        idPrefix={ID_PREFIX}
        idSeparator={ID_SEPARATOR}
        onChange={handleChange}
        onBlur={handleBlur}
        onSubmit={(event) => void handleSubmit(event)}
        onError={IGNORE_ERRORS}
        liveValidate={false}
        noHtml5Validate
        showErrorList={false}
        focusOnFirstError
      >
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 3 }}>
          {onCancel && (
            <Button
              onClick={() => {
                draft.abandon();
                onCancel();
              }}
              disabled={saving}
            >
              Cancel
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            aria-busy={saving}
            startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
          >
            {saving ? 'Saving…' : submitLabel}
          </Button>
        </Box>
      </Form>
    </Box>
  );
}

/** Form data for a record (or a new one), with the schema's defaults filled in as RJSF would. */
function startData(schema: EntitySchema, formSchema: RJSFSchema, record: Row | null, initialValues?: Row): Row {
  const data = record ? toFormData(schema, record) : { ...toFormData(schema, initialValues) };
  return getDefaultFormState<Row>(formValidator, formSchema, data, formSchema) as Row;
}

function fieldFromId(fieldId: string): string | null {
  const prefix = `${ID_PREFIX}${ID_SEPARATOR}`;
  if (!fieldId.startsWith(prefix)) return null;
  return fieldId.slice(prefix.length).split(ID_SEPARATOR)[0] || null;
}
