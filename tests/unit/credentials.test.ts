import { describe, expect, it } from 'vitest';
import { normaliseEmail, passwordProblem, validateLogin, validateRegistration } from '../../src/shared/credentials.ts';

describe('registration rules (spec section 5)', () => {
  it.each([
    ['', 'Password is required'],
    ['a1@b', 'Password must be at least 5 characters'],
    ['1234@', 'Password must contain at least one letter'],
    ['abcd@', 'Password must contain at least one number'],
    ['abcd1', 'must contain at least one symbol among @$!%*?&'],
    ['abc1#', 'must contain at least one symbol among @$!%*?&'],
  ])('password %j breaks "%s"', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it.each(['abc1@', 'abc1$', 'abc1!', 'abc1%', 'abc1*', 'abc1?', 'abc1&'])('accepts %j', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });

  it('requires a valid e-mail and checks the confirmation only when asked', () => {
    expect(validateRegistration({ uname: '', password: 'abc1@' })).toEqual({ uname: 'Email is required' });
    expect(validateRegistration({ uname: 'shop@', password: 'abc1@' }).uname).toBe('Email must be a valid email address');
    expect(validateRegistration({ uname: 'a@b.in', password: 'abc1@', confirm_password: 'x' })).toEqual({});
    expect(validateRegistration({ uname: 'a@b.in', password: 'abc1@' }, { checkConfirmation: true })).toEqual({ confirm_password: 'Confirm Password is required' });
    expect(validateRegistration({ uname: 'a@b.in', password: 'abc1@', confirm_password: 'abc1!' }, { checkConfirmation: true })).toEqual({ confirm_password: 'Passwords must match' });
  });

  it('login needs both fields and nothing more', () => {
    expect(validateLogin({})).toEqual({ uname: 'Email is required', password: 'Password is required' });
    expect(validateLogin({ uname: 'x', password: 'y' })).toEqual({});
  });

  it('normalises e-mails for comparison', () => {
    expect(normaliseEmail('  Shop@Example.COM ')).toBe('shop@example.com');
  });
});
