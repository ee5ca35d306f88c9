// @vitest-environment jsdom
// The engine's date box (engine/ui/fields/DateInput.tsx): shows dd-mm-yyyy, hands out yyyy-mm-dd.
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATE_TEXT_HINT, DateInput } from '../../engine/ui/fields/DateInput.tsx';

afterEach(cleanup);

function Box({ start, onChange = () => {}, onKeyDown }: { start: string | null; onChange?: (value: string | null) => void; onKeyDown?: () => void }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <DateInput
        id="day"
        label="Bill date"
        value={value}
        onKeyDown={onKeyDown}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('2026-01-15')}>
        Set
      </button>
    </>
  );
}

const box = () => screen.getByLabelText('Bill date') as HTMLInputElement;

describe('DateInput', () => {
  it('shows the value day first and offers the calendar by a labelled button', () => {
    render(<Box start="2026-11-26" />);
    expect(box().value).toBe('26-11-2026');
    expect(box().type).toBe('text');
    expect(screen.getByRole('button', { name: 'Choose date' })).toBeTruthy();
    const picker = document.querySelector('input[type="date"]') as HTMLInputElement;
    expect(picker.value).toBe('2026-11-26');
    expect(picker.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes a four-digit-year date as it is typed, and a short one when left, showing it day first', () => {
    const onChange = vi.fn();
    render(<Box start={null} onChange={onChange} />);
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: '05-04-20' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(box(), { target: { value: '05/04/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-04-05');
    fireEvent.change(box(), { target: { value: '6.4.26' } });
    fireEvent.blur(box());
    expect(onChange).toHaveBeenLastCalledWith('2026-04-06');
    expect(box().value).toBe('06-04-2026');
  });

  it('takes an ISO date filled in at once and shows it day first', () => {
    const onChange = vi.fn();
    render(<Box start="2026-11-26" onChange={onChange} />);
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: '2025-09-22' } });
    expect(onChange).toHaveBeenLastCalledWith('2025-09-22');
    expect(box().value).toBe('22-09-2025');
    fireEvent.blur(box());
    expect(box().value).toBe('22-09-2025');
  });

  it('marks a day that does not exist, keeps the value, and holds Enter in the box', () => {
    const onChange = vi.fn();
    const onKeyDown = vi.fn();
    render(<Box start="2026-11-26" onChange={onChange} onKeyDown={onKeyDown} />);
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: '31-02-2026' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onKeyDown).not.toHaveBeenCalled();
    fireEvent.blur(box());
    expect(onChange).not.toHaveBeenCalled();
    expect(box().value).toBe('31-02-2026');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(DATE_TEXT_HINT)).toBeTruthy();
    // A value set from outside replaces the wrong text.
    fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(box().value).toBe('15-01-2026');
    expect(box().getAttribute('aria-invalid')).toBe('false');
  });

  it('Enter takes a short date before the caller moves on; emptying the box clears the value', () => {
    const onChange = vi.fn();
    const onKeyDown = vi.fn();
    render(<Box start="2026-11-26" onChange={onChange} onKeyDown={onKeyDown} />);
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: '1-4-27' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('2027-04-01');
    expect(onKeyDown).toHaveBeenCalledTimes(1);
    fireEvent.change(box(), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('takes a day picked in the calendar', () => {
    const onChange = vi.fn();
    render(<Box start="2026-11-26" onChange={onChange} />);
    fireEvent.change(document.querySelector('input[type="date"]')!, { target: { value: '2026-12-01' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01');
    expect(box().value).toBe('01-12-2026');
  });
});
