// @vitest-environment jsdom
// The report grid draws a long result a thousand rows at a time (a table of tens of thousands of rows
// froze Chromium for seconds), offers the rest, and draws every row for a print.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReportColumn } from '../../engine/schema/report-schema.ts';
import { ReportGrid, ROWS_PER_STEP } from '../../engine/ui/report/ReportGrid.tsx';

afterEach(cleanup);

const columns = [
  { field: 'Number', title: 'Number' },
  { field: 'Amount', title: 'Amount', type: 'money' },
] as ReportColumn[];
const rowsOf = (count: number) => Array.from({ length: count }, (_, index) => ({ Number: `B/${index + 1}`, Amount: index + 1 }));
const bodyRows = () => document.querySelectorAll('tbody tr').length;

describe('report grid', () => {
  it('draws a short result whole, with no offer of more', () => {
    render(<ReportGrid columns={columns} rows={rowsOf(12)} totals={{ Amount: 78 }} />);
    expect(bodyRows()).toBe(12);
    expect(screen.queryByRole('button', { name: /Show/ })).toBeNull();
    expect(document.querySelector('tfoot')?.textContent).toContain('₹78.00');
  });

  it('draws a long result a step at a time, and all of it on asking or printing', () => {
    const rows = rowsOf(ROWS_PER_STEP * 2 + 500);
    const { rerender } = render(<ReportGrid columns={columns} rows={rows} totals={{ Amount: 1 }} />);
    expect(bodyRows()).toBe(ROWS_PER_STEP);
    expect(screen.getByRole('status').textContent).toContain('Showing the first 1,000 of 2,500 rows');
    fireEvent.click(screen.getByRole('button', { name: 'Show 1,000 more' }));
    expect(bodyRows()).toBe(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Show 500 more' }));
    expect(bodyRows()).toBe(2500);
    expect(screen.queryByRole('status')).toBeNull();

    // A new result starts again at the first step; Show all and a print draw every row.
    const next = rowsOf(ROWS_PER_STEP + 1);
    rerender(<ReportGrid columns={columns} rows={next} totals={{ Amount: 1 }} />);
    expect(bodyRows()).toBe(ROWS_PER_STEP);
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(bodyRows()).toBe(ROWS_PER_STEP + 1);
    rerender(<ReportGrid columns={columns} rows={rows} totals={{ Amount: 1 }} />);
    expect(bodyRows()).toBe(ROWS_PER_STEP);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(bodyRows()).toBe(rows.length);
  }, 30_000); // renders 2,500 table rows in jsdom: seconds on a busy machine
});
