import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordProblem } from './password-policy.js';

const account = { email: 'mila.petrovic@primer.rs', username: 'MilaP' };

describe('password policy', () => {
  it.each(['password', '12345678', 'qwertyuiop', 'Password', 'iloveyou', 'lozinka123'])(
    'refuses the common password %s',
    (password) => {
      expect(passwordProblem(password, account)).toBe(PASSWORD_MESSAGES.common);
    },
  );

  it('refuses the e-mail address, its name part and the username, in any case', () => {
    for (const password of ['mila.petrovic@primer.rs', 'MILA.PETROVIC@PRIMER.RS', 'mila.petrovic', 'milap'])
      expect(passwordProblem(password, account)).toBe(PASSWORD_MESSAGES.personal);
  });

  it('refuses eight spaces and one or two repeated characters', () => {
    for (const password of ['        ', 'aaaaaaaa', 'abababab', ' a a a a '])
      expect(passwordProblem(password, account)).toBe(PASSWORD_MESSAGES.repetitive);
  });

  it('accepts a password that is none of these', () => {
    expect(passwordProblem('Jabuka-na-stolu-7', account)).toBeNull();
    expect(passwordProblem('lozinka-1234', account)).toBeNull();
  });
});
