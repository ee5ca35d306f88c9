// The app runs under its Content-Security-Policy with no 'unsafe-eval' (src/server/http/security-headers.ts):
// a master's form, whose validator once compiled the schema with `new Function`, validates an empty save
// and names the required field, and the page records no policy violation.
import { expect, it } from 'vitest';
import { signedInPage, useApp } from './app.ts';

const app = useApp();

it('validates a form under a policy that forbids eval, with no violation', { timeout: 120_000 }, async () => {
  const { page } = await signedInPage(app());
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`));
  });
  await page.goto(app().url('/firm/new'));
  const policy = await page.evaluate(async () => (await fetch(location.href)).headers.get('content-security-policy'));
  expect(policy).toContain("script-src 'self';");
  await page.getByRole('button', { name: 'Save' }).first().click();
  await page.getByText('Firm name is required', { exact: true }).first().waitFor();
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});
