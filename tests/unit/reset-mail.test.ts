// The password-reset mail: whose login it is for, the link in both parts, the hour, that ignoring it is
// safe; a business name is escaped in the HTML part (an owner chooses it, a mail client renders it).
import { describe, expect, it } from 'vitest';
import { resetMail } from '../../src/server/auth/reset-mail.ts';

describe('password reset mail', () => {
  const link = 'https://books.example.com/bahi/reset-password?token=abc_DEF-123';

  it('says whose login, gives the link, the hour, and that ignoring it changes nothing', () => {
    const mail = resetMail({ to: 'owner@shop.example', kind: 'master', business: 'Sharma Traders', link });
    expect(mail).toMatchObject({ to: 'owner@shop.example', subject: 'Reset your Bahi password' });
    expect(mail.text).toContain('reset the password of the Bahi login owner@shop.example (business owner of Sharma Traders).');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('The link works once, for one hour.');
    expect(mail.text).toContain('ignore this mail: your password stays as it is.');
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('names an employee as such, and escapes the business name in the HTML', () => {
    const mail = resetMail({ to: 'clerk@shop.example', kind: 'employee', business: '<b>A&B</b> "Stores"', link });
    expect(mail.text).toContain('(employee of <b>A&B</b> "Stores")');
    expect(mail.html).toContain('(employee of &lt;b&gt;A&amp;B&lt;/b&gt; &quot;Stores&quot;)');
    expect(mail.html).not.toContain('<b>A&B</b>');
  });
});
