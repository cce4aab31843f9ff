import { describe, expect, it } from 'vitest';
import { firstProblem } from '../../lib/form-check';
import { emailChecks, loginChecks, signUpChecks } from './auth-forms';

const login = { email: 'login-email', password: 'login-password' };
const signUp = { name: 'signup-name', email: 'signup-email' };

describe('the sign-in forms check what the server would refuse, in the catalogue’s words', () => {
  it('Login: "notanemail" is not an address', () => {
    expect(firstProblem(loginChecks(login, { email: 'notanemail', password: 'x' }))).toEqual({
      fieldId: 'login-email',
      message: 'Please enter a valid email.',
    });
    expect(firstProblem(loginChecks(login, { email: '', password: '' }))?.message).toBe(
      'Please enter a valid email.',
    );
  });

  it('Login: a password is needed, of any length (the server judges it)', () => {
    expect(firstProblem(loginChecks(login, { email: 'ada@example.com', password: '' }))).toEqual({
      fieldId: 'login-password',
      message: 'Please enter your password.',
    });
    expect(firstProblem(loginChecks(login, { email: 'ada@example.com', password: 'x' }))).toBe(
      null,
    );
  });

  it('Sign up: the name rule, then the address; the password is the server’s to judge', () => {
    const typed = { name: '', email: 'ada@example.com' };
    expect(firstProblem(signUpChecks(signUp, typed))).toBeNull();
    expect(firstProblem(signUpChecks(signUp, { ...typed, name: 'Ada\tL' }))).toEqual({
      fieldId: 'signup-name',
      message: 'The display name cannot contain control characters such as line breaks or tabs.',
    });
    expect(firstProblem(signUpChecks(signUp, { ...typed, email: 'ada@' }))).toEqual({
      fieldId: 'signup-email',
      message: 'Please enter a valid email.',
    });
  });

  it('the reset request needs a valid address', () => {
    expect(firstProblem(emailChecks('reset-email', 'ada'))?.message).toBe(
      'Please enter a valid email.',
    );
    expect(firstProblem(emailChecks('reset-email', 'ada@example.com'))).toBeNull();
  });
});
