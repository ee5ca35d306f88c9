// Toasts: top-right, gone after 5 s, and dismissed by dragging past 80 percent of their width.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toast, useApp } from './app.ts';

const app = useApp();

/** Shows the 'Incorrect Email Or Password' toast by signing in with an unknown account. */
async function showErrorToast(page: Page) {
  await page.goto(app().url('/login'));
  await page.getByLabel('Email').fill(`nobody.${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Wrong@123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const shown = toast(page, 'Incorrect Email Or Password');
  await shown.waitFor();
  await page.waitForTimeout(500); // let the slide-in finish before measuring positions
  return shown;
}

/** Drags the toast sideways by `fraction` of its width with the mouse and lets go. */
async function drag(page: Page, element: Awaited<ReturnType<typeof showErrorToast>>, fraction: number) {
  const box = (await element.boundingBox())!;
  const y = box.y + box.height / 2;
  const startX = box.x + 20;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + box.width * fraction, y, { steps: 8 });
  await page.mouse.up();
  return box;
}

describe('toasts', () => {
  it('appear top-right and close by themselves after about 5 seconds', async () => {
    const page = await app().page({ width: 1400, height: 900 });
    const shown = await showErrorToast(page);
    const box = (await shown.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1300);
    expect(box.y).toBeLessThan(150);
    const started = Date.now();
    await shown.waitFor({ state: 'detached', timeout: 9000 });
    expect(Date.now() - started).toBeGreaterThan(3500);
  });

  it('spring back when dragged less than 80 % of their width, and go when dragged further', async () => {
    const page = await app().page({ width: 1400, height: 900 });
    const shown = await showErrorToast(page);
    const before = await drag(page, shown, 0.5);
    await page.waitForTimeout(400);
    const after = (await shown.boundingBox())!;
    expect(Math.abs(after.x - before.x)).toBeLessThan(2);

    await drag(page, shown, 0.9);
    await shown.waitFor({ state: 'detached', timeout: 2000 });
  });
});
