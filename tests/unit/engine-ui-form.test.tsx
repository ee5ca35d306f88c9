// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntitySchema } from '../../engine/schema/types.ts';
import { EntityApiError } from '../../engine/ui/api.ts';
import { EngineProvider } from '../../engine/ui/EngineProvider.tsx';
import { EntityForm, type EntityFormProps } from '../../engine/ui/EntityForm.tsx';
import { MetaStore } from '../../engine/ui/stores/MetaStore.ts';
import type { FormDraftBinding, UseFormDraft } from '../../engine/ui/form/formDraft.ts';
import { fakeApi, type FakeApi } from './engine-ui-fake-api.ts';
import { groupSchema, ledgerSchema } from './engine-ui-fixtures.ts';

afterEach(cleanup);

const ledger = ledgerSchema();
const group = groupSchema();

function setup(props: Partial<EntityFormProps> = {}, api?: FakeApi, formDraft?: UseFormDraft) {
  const fake =
    api ??
    fakeApi([ledger, group], {
      ledgergroup: [
        { Id: 7, GroupName: 'Sundry debtors', Nature: 'Assets' },
        { Id: 8, GroupName: 'Sundry creditors', Nature: 'Liabilities' },
        { Id: 9, GroupName: 'Cash in hand', Nature: 'Assets' },
      ],
      ledger: [
        {
          Id: 5,
          LedgerName: 'Cash',
          GroupId: 9,
          GroupName: 'Cash in hand',
          OpeningBalance: 250000,
          OpeningType: 'Dr',
          SystemCode: 'CASH',
          Status: 1,
          Address: null,
          RowVersion: 3,
        },
      ],
    });
  const meta = new MetaStore(fake);
  meta.setSchemas([ledger, group]);
  const notify = vi.fn();
  const onSaved = vi.fn();
  const view = render(
    <EngineProvider api={fake} notify={notify} meta={meta} formDraft={formDraft}>
      <EntityForm schema={ledger} onSaved={onSaved} {...props} />
    </EngineProvider>,
  );
  return { api: fake, notify, onSaved, view };
}

const field = (label: RegExp) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: /save/i }));

async function pickGroup(text: string, option: RegExp) {
  const input = screen.getByRole('combobox', { name: /^group/i });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.mouseDown(input);
  const choice = await screen.findByRole('option', { name: option }, { timeout: 2000 });
  fireEvent.click(choice);
}

describe('EntityForm', () => {
  it('shows the schema fields with their titles and defaults, not the key or read-only-by-server fields', () => {
    setup();
    expect(field(/ledger name/i).value).toBe('');
    expect(screen.getByRole('combobox', { name: /^group/i })).toBeTruthy();
    expect(field(/opening balance/i).value).toBe('0.00');
    expect(screen.getByRole('combobox', { name: /dr \/ cr/i }).textContent).toBe('Dr');
    expect(field(/system code/i).disabled).toBe(true);
    expect(screen.queryByLabelText(/^Id$/)).toBeNull();
    expect(screen.getByRole('button', { name: /save/i })).toBeTruthy();
  });

  it('shows required-field errors on save and sends nothing', async () => {
    const { api } = setup();
    save();
    expect(await screen.findByText('Ledger name is required')).toBeTruthy();
    expect(screen.getByText('Group is required')).toBeTruthy();
    expect(api.create).not.toHaveBeenCalled();
  });

  it('validates a field when it loses focus, and only that field', async () => {
    setup();
    const name = field(/ledger name/i);
    fireEvent.focus(name);
    fireEvent.blur(name);
    expect(await screen.findByText('Ledger name is required')).toBeTruthy();
    expect(screen.queryByText('Group is required')).toBeNull();
    fireEvent.change(name, { target: { value: 'Petty cash' } });
    await waitFor(() => expect(screen.queryByText('Ledger name is required')).toBeNull());
  });

  it('does not repeat an error from a save attempt when the field is then left', async () => {
    setup();
    save();
    await screen.findByText('Ledger name is required');
    const name = field(/ledger name/i);
    fireEvent.focus(name);
    fireEvent.blur(name);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getAllByText('Ledger name is required')).toHaveLength(1);
    fireEvent.change(name, { target: { value: 'x' } });
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.blur(name);
    await waitFor(() => expect(screen.getAllByText('Ledger name is required')).toHaveLength(1));
  });

  it('saves a valid record with the editable fields and toasts the server message', async () => {
    const { api, notify, onSaved } = setup();
    fireEvent.change(field(/ledger name/i), { target: { value: 'Mehta Traders' } });
    await pickGroup('debt', /sundry debtors/i);
    const money = field(/opening balance/i);
    fireEvent.focus(money);
    fireEvent.change(money, { target: { value: '150000.5' } });
    fireEvent.blur(money);
    expect(money.value).toBe('1,50,000.50');
    save();
    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    expect(api.create).toHaveBeenCalledWith('ledger', {
      LedgerName: 'Mehta Traders',
      GroupId: 7,
      OpeningBalance: 150000.5,
      OpeningType: 'Dr',
      Status: 1,
    });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Data Saved Successfully', 'success'));
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ LedgerName: 'Mehta Traders', Id: 1000 }), true);
  });

  it('refuses a third decimal in a money field', () => {
    setup();
    const money = field(/opening balance/i);
    fireEvent.focus(money);
    expect(money.value).toBe('0');
    fireEvent.change(money, { target: { value: '12.34' } });
    fireEvent.change(money, { target: { value: '12.345' } });
    expect(money.value).toBe('12.34');
    fireEvent.change(money, { target: { value: '-5' } }); // minimum 0: no minus sign
    expect(money.value).toBe('12.34');
  });

  it('puts the server field errors (400) on the fields', async () => {
    const { api, notify } = setup();
    api.create.mockRejectedValueOnce(
      new EntityApiError(400, 'Please correct the errors', [{ path: '/LedgerName', message: 'Ledger name is already used' }]),
    );
    fireEvent.change(field(/ledger name/i), { target: { value: 'Cash' } });
    await pickGroup('cash', /cash in hand/i);
    save();
    expect(await screen.findByText('Ledger name is already used')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith('Please correct the errors', 'error');
    // Editing the field clears its server error.
    fireEvent.change(field(/ledger name/i), { target: { value: 'Cash 2' } });
    await waitFor(() => expect(screen.queryByText('Ledger name is already used')).toBeNull());
  });

  it('edits a record: loads it, sends Id and RowVersion, and toasts the update message', async () => {
    const { api, notify } = setup({ id: 5 });
    await waitFor(() => expect(field(/ledger name/i).value).toBe('Cash'));
    // The picker's label arrives with the linked record, after the form's own fields (slow on a busy machine).
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^group/i })).toHaveProperty('value', 'Cash in hand'));
    expect(field(/opening balance/i).value).toBe('2,50,000.00');
    expect(field(/system code/i).value).toBe('CASH');
    fireEvent.change(field(/ledger name/i), { target: { value: 'Cash box' } });
    save();
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(1));
    expect(api.update).toHaveBeenCalledWith('ledger', 5, {
      Id: 5,
      RowVersion: 3,
      LedgerName: 'Cash box',
      GroupId: 9,
      OpeningBalance: 250000,
      OpeningType: 'Dr',
      Status: 1,
    });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Data Updated Successfully', 'success'));
  });

  it('on a stale edit (409) shows the message and reloads the latest version on request', async () => {
    const { api, notify } = setup({ id: 5 });
    await waitFor(() => expect(field(/ledger name/i).value).toBe('Cash'));
    api.update.mockRejectedValueOnce(new EntityApiError(409, 'This record was changed by someone else.'));
    fireEvent.change(field(/ledger name/i), { target: { value: 'Mine' } });
    save();
    const alert = await screen.findByText(/changed by someone else/);
    expect(notify).toHaveBeenCalledWith('This record was changed by someone else.', 'error');
    api.data.ledger[0] = { ...api.data.ledger[0], LedgerName: 'Theirs', RowVersion: 4 };
    fireEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(field(/ledger name/i).value).toBe('Theirs'));
    expect(api.get).toHaveBeenCalledTimes(2);
  });

  it('shows a load failure with a retry', async () => {
    const { api } = setup({ id: 404 });
    expect(await screen.findByText('not found')).toBeTruthy();
    api.get.mockResolvedValueOnce({ Id: 404, LedgerName: 'Found', GroupId: 9, RowVersion: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(field(/ledger name/i).value).toBe('Found'));
  });

  it('renders date and textarea fields and sends their values', async () => {
    const schema: EntitySchema = {
      title: 'Note',
      type: 'object',
      properties: {
        Id: { type: 'integer' },
        NoteDate: { type: 'string', format: 'date', title: 'Date' },
        Body: { type: 'string', title: 'Text', 'x-ui': { widget: 'textarea', help: 'Printed on the bill' } },
        Active: { type: 'boolean', title: 'Active', default: true },
      },
      required: ['NoteDate'],
      'x-entity': { name: 'note', label: 'Notes', key: 'Id' },
    };
    const api = fakeApi([schema], {});
    const notify = vi.fn();
    render(
      <EngineProvider api={api} notify={notify}>
        <EntityForm schema={schema} />
      </EngineProvider>,
    );
    // The engine's date box: text typed day first whatever the browser's language, sent as yyyy-mm-dd.
    const date = screen.getByLabelText(/^Date/) as HTMLInputElement;
    expect(date.type).toBe('text');
    fireEvent.focus(date);
    fireEvent.change(date, { target: { value: '1/4/25' } });
    fireEvent.blur(date);
    expect(date.value).toBe('01-04-2025');
    const body = screen.getByRole('textbox', { name: /text/i }) as HTMLTextAreaElement;
    expect(body.tagName).toBe('TEXTAREA');
    expect(screen.getByText('Printed on the bill')).toBeTruthy();
    fireEvent.change(body, { target: { value: 'Goods once sold' } });
    save();
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith('note', { NoteDate: '2025-04-01', Body: 'Goods once sold', Active: true }),
    );
  });

  it('creates a linked record from the picker, through its own form, when the target allows quick creation', async () => {
    const { api, notify } = setup();
    const input = screen.getByRole('combobox', { name: /^group/i });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Branch offices' } });
    fireEvent.mouseDown(input);
    const create = await screen.findByRole('option', { name: 'Create new "Branch offices"' }, { timeout: 2000 });
    await act(async () => {
      fireEvent.click(create);
    });
    // The group's form opens with the typed name; nothing is made until it is saved.
    const dialog = await screen.findByRole('dialog', { name: /New Ledger group/ });
    expect(within(dialog).getByRole('textbox', { name: /group name/i })).toHaveProperty('value', 'Branch offices');
    expect(api.create).not.toHaveBeenCalled();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /nature/i }));
    fireEvent.click(await screen.findByRole('option', { name: 'Liabilities' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /save/i }));
    await waitFor(() => expect(api.create).toHaveBeenCalledWith('ledgergroup', expect.objectContaining({ GroupName: 'Branch offices', Nature: 'Liabilities' })));
    await waitFor(() => expect(input).toHaveProperty('value', 'Branch offices'));
    expect(notify).toHaveBeenCalledWith('Data Saved Successfully', 'success');
    fireEvent.change(field(/ledger name/i), { target: { value: 'Andheri branch' } });
    save();
    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(2));
    expect(api.create.mock.calls[1][1]).toMatchObject({ LedgerName: 'Andheri branch', GroupId: 1000 });
  });

  describe("hands its data to the app through the provider's formDraft hook", () => {
    /** A draft keeper that records what the form tells it. */
    function recorder() {
      const seen = { binding: null as FormDraftBinding | null, settled: 0, abandoned: 0 };
      const settled = () => void (seen.settled += 1);
      const abandon = () => void (seen.abandoned += 1);
      const hook: UseFormDraft = (binding) => {
        seen.binding = binding;
        return { banner: <div data-testid="banner">kept</div>, settled, abandon };
      };
      return { seen, hook };
    }

    it('tells when it shows the record, gives its data, takes a draft back, and says when it is dropped', async () => {
      const { seen, hook } = recorder();
      const onCancel = vi.fn();
      setup({ onCancel }, undefined, hook);
      expect(screen.getByTestId('banner').textContent).toBe('kept');
      await waitFor(() => expect(seen.settled).toBe(1));
      expect([seen.binding?.entity, seen.binding?.recordId, seen.binding?.title]).toEqual(['ledger', null, ledger.title]);

      fireEvent.change(field(/ledger name/i), { target: { value: 'Mehta Traders' } });
      expect(seen.binding?.snapshot()).toMatchObject({ LedgerName: 'Mehta Traders', OpeningType: 'Dr' });

      act(() => seen.binding?.restore({ LedgerName: 'Kept from before', OpeningType: 'Cr' }));
      await waitFor(() => expect(field(/ledger name/i).value).toBe('Kept from before'));
      expect(screen.getByRole('combobox', { name: /dr \/ cr/i }).textContent).toBe('Cr');

      fireEvent.click(screen.getByRole('button', { name: /cancel/i }));
      expect([seen.abandoned, onCancel.mock.calls.length]).toEqual([1, 1]);
    });

    it('settles again on the saved record, under its new key', async () => {
      const { seen, hook } = recorder();
      setup({}, undefined, hook);
      await waitFor(() => expect(seen.settled).toBe(1));
      fireEvent.change(field(/ledger name/i), { target: { value: 'Mehta Traders' } });
      await pickGroup('debt', /sundry debtors/i);
      save();
      await waitFor(() => expect(seen.settled).toBe(2));
      expect(seen.binding?.recordId).toBe(1000);
    });

    it('keeps nothing for a form opened from another one (keepDraft false)', async () => {
      const { seen, hook } = recorder();
      setup({ keepDraft: false }, undefined, hook);
      expect(screen.queryByTestId('banner')).toBeNull();
      expect(seen.binding).toBeNull();
    });
  });
});
