// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Row } from '../../engine/ui/api.ts';
import { EngineProvider, type EngineSlots } from '../../engine/ui/EngineProvider.tsx';
import { EntityList } from '../../engine/ui/EntityList.tsx';
import { EntityPage } from '../../engine/ui/EntityPage.tsx';
import { MetaStore } from '../../engine/ui/stores/MetaStore.ts';
import { fakeApi } from './engine-ui-fake-api.ts';
import { groupSchema, ledgerSchema } from './engine-ui-fixtures.ts';

beforeAll(() => {
  // jsdom has no ResizeObserver; AG Grid only needs it to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

const ledger = ledgerSchema();
const group = groupSchema();

function ledgers(count: number): Row[] {
  return Array.from({ length: count }, (_, index) => ({
    Id: index + 1,
    LedgerName: `Ledger ${String(index + 1).padStart(2, '0')}`,
    GroupId: 9,
    GroupName: 'Cash in hand',
    OpeningBalance: 100000 * (index + 1),
    OpeningType: 'Dr',
    RowVersion: 1,
  }));
}

function setup(rows: Row[], options: { slots?: EngineSlots; page?: boolean; loadMeta?: boolean } = {}) {
  const api = fakeApi([ledger, group], { ledger: rows, ledgergroup: [{ Id: 9, GroupName: 'Cash in hand' }] });
  const meta = new MetaStore(api);
  if (options.loadMeta !== false) meta.setSchemas([ledger, group]);
  const notify = vi.fn();
  const onOpen = vi.fn();
  const onNew = vi.fn();
  render(
    <EngineProvider api={api} notify={notify} meta={meta} slots={options.slots}>
      {options.page ? <EntityPage entity="ledger" /> : <EntityList schema={ledger} onOpen={onOpen} onNew={onNew} />}
    </EngineProvider>,
  );
  return { api, notify, onOpen, onNew, meta };
}

const cellText = (text: string) => screen.findByText(text, {}, { timeout: 3000 });

/**
 * AG Grid wires its cell and header listeners just after the first paint (a person never clicks that
 * fast), so a test clicks until the effect shows, yielding to timers between tries. (Clicking inside
 * waitFor would loop forever in microtasks: every click mutates the DOM, which re-runs waitFor.)
 */
async function clickUntil(target: () => HTMLElement, done: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    fireEvent.click(target());
    if (done()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
    if (done()) return;
  }
  throw new Error('the click never took effect');
}

describe('EntityList', () => {
  it('shows the first server page of 10 with formatted cells and the total', async () => {
    const { api } = setup(ledgers(23));
    expect(await cellText('Ledger 01')).toBeTruthy();
    expect(api.list).toHaveBeenCalledWith('ledger', expect.objectContaining({ page: 1, perPage: 10, sort: 'LedgerName' }));
    expect(screen.getByText('Ledger 10')).toBeTruthy();
    expect(screen.queryByText('Ledger 11')).toBeNull();
    expect(screen.getByTestId('list-total').textContent).toBe('23 records');
    expect(screen.getByText('10,00,000.00')).toBeTruthy();
    expect(screen.getAllByText('Cash in hand').length).toBe(10);
    expect(screen.getByText('Ledger name')).toBeTruthy();
    expect(screen.getByText('1–10 of 23')).toBeTruthy();
  });

  it('asks the server for the next page', async () => {
    const { api } = setup(ledgers(23));
    await cellText('Ledger 01');
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await cellText('Ledger 11')).toBeTruthy();
    expect(api.list).toHaveBeenLastCalledWith('ledger', expect.objectContaining({ page: 2, perPage: 10 }));
    await waitFor(() => expect(screen.queryByText('Ledger 01')).toBeNull());
    expect(screen.getByText('11–20 of 23')).toBeTruthy();
  });

  it('searches on the server after typing pauses', async () => {
    const { api } = setup(ledgers(23));
    await cellText('Ledger 01');
    fireEvent.change(screen.getByRole('textbox', { name: /search ledgers/i }), { target: { value: 'Ledger 2' } });
    await waitFor(() => expect(screen.getByTestId('list-total').textContent).toBe('4 records'));
    expect(api.list).toHaveBeenLastCalledWith('ledger', expect.objectContaining({ page: 1, search: 'Ledger 2' }));
    expect(screen.getByText('Ledger 23')).toBeTruthy();
  });

  it('sorts on the server when a header is clicked', async () => {
    const { api } = setup(ledgers(12));
    await cellText('Ledger 01');
    // Sorted by LedgerName ascending to start with (x-entity.defaultSort): a click makes it descending.
    const calls = api.list.mock.calls.length;
    await clickUntil(
      () => screen.getByText('Ledger name'),
      () => api.list.mock.calls.length > calls,
    );
    expect(api.list).toHaveBeenLastCalledWith('ledger', expect.objectContaining({ sort: '-LedgerName', page: 1 }));
  });

  it('opens a row on click and offers New', async () => {
    const { onOpen, onNew } = setup(ledgers(3));
    await cellText('Ledger 02');
    await clickUntil(
      () => screen.getByText('Ledger 02'),
      () => onOpen.mock.calls.length > 0,
    );
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ Id: 2 }));
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(onNew).toHaveBeenCalled();
  });

  it('deletes after confirmation, toasts the message and reloads', async () => {
    const { api, notify, onOpen } = setup(ledgers(3));
    await cellText('Ledger 02');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[1]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Ledger 'Ledger 02'/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith('ledger', 2));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Data Deleted Successfully!', 'success'));
    await waitFor(() => expect(screen.queryByText('Ledger 02')).toBeNull());
    expect(screen.getByTestId('list-total').textContent).toBe('2 records');
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('shows a failed load with a retry', async () => {
    const { api } = setup(ledgers(3));
    api.list.mockRejectedValueOnce(new Error('Cannot reach the server.'));
    cleanup();
    render(
      <EngineProvider api={api} notify={vi.fn()}>
        <EntityList schema={ledger} />
      </EngineProvider>,
    );
    expect(await screen.findByText('Cannot reach the server.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await cellText('Ledger 01')).toBeTruthy();
  });
});

describe('EntityPage', () => {
  it('loads the schemas, opens the form for a row and refreshes the list after saving', async () => {
    const { api, notify } = setup(ledgers(2), { page: true, loadMeta: false });
    await cellText('Ledger 01');
    await clickUntil(
      () => screen.getByText('Ledger 01'),
      () => screen.queryByRole('dialog') !== null,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Edit Ledger')).toBeTruthy();
    const name = await within(dialog).findByDisplayValue('Ledger 01');
    fireEvent.change(name, { target: { value: 'Ledger one' } });
    const listCalls = api.list.mock.calls.filter(([entity]) => entity === 'ledger').length;
    fireEvent.click(within(dialog).getByRole('button', { name: /save/i }));
    await waitFor(() => expect(api.update).toHaveBeenCalledWith('ledger', 1, expect.objectContaining({ LedgerName: 'Ledger one', RowVersion: 1 })));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Data Updated Successfully', 'success'));
    await waitFor(() => expect(api.list.mock.calls.filter(([entity]) => entity === 'ledger').length).toBe(listCalls + 1));
    expect(api.meta).toHaveBeenCalledTimes(1);
  });

  it('renders a registered form slot instead of the generic form', async () => {
    const SlotForm = (props: { id: unknown }) => <p>Custom form for {String(props.id ?? 'new')}</p>;
    setup(ledgers(1), { page: true, slots: { 'ledger:form': SlotForm } });
    await cellText('Ledger 01');
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(await screen.findByText('Custom form for new')).toBeTruthy();
    expect(screen.getByText('New Ledger')).toBeTruthy();
  });

  it('says so when the entity is unknown', async () => {
    const api = fakeApi([ledger], {});
    render(
      <EngineProvider api={api} notify={vi.fn()}>
        <EntityPage entity="nothing" />
      </EngineProvider>,
    );
    expect(await screen.findByText('This page is not available to you.')).toBeTruthy();
  });
});
