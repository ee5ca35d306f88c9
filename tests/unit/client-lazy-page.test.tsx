// @vitest-environment jsdom
// Lazy route pages: a chunk that fails or never arrives shows 'Loading chunk failed' and a Reload button.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../src/client/routing/lazyPage.tsx';
import { withTimeout } from '../../src/client/routing/withTimeout.ts';

afterEach(cleanup);

describe('lazyPage', () => {
  it('renders the page once its chunk arrives', async () => {
    const Page = lazyPage(async () => ({ default: () => <p>Sales bills</p> }));
    render(<Page />);
    expect(await screen.findByText('Sales bills')).toBeTruthy();
  });

  it('shows the reload panel when the chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Page = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(<Page />);
    expect(await screen.findByText('Loading chunk failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('shows the reload panel when the chunk takes longer than the time-out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Page = lazyPage(() => new Promise<never>(() => {}), 50);
    render(<Page />);
    expect(await screen.findByText('Loading chunk failed', {}, { timeout: 2000 })).toBeTruthy();
  });
});

describe('withTimeout', () => {
  it('passes a value through and rejects after the limit', async () => {
    await expect(withTimeout(Promise.resolve(3), 100)).resolves.toBe(3);
    await expect(withTimeout(new Promise(() => {}), 10)).rejects.toThrow('Loading chunk failed');
  });
});
