import { describe, expect, it } from 'vitest';
import { validateSignIn, validateSignUp } from './validation.js';

describe('local auth form validation', () => {
  it('accepts a valid sign-up and normalises the email', () => {
    const result = validateSignUp({ email: ' Ana@Example.COM ', password: 'tajna1234', username: ' ana ' });
    expect(result).toEqual({
      ok: true,
      data: { email: 'ana@example.com', password: 'tajna1234', username: 'ana' },
    });
  });

  it('names every missing field in Serbian', () => {
    const result = validateSignUp({ email: '', password: '', username: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      email: 'Unesi e-adresu.',
      password: 'Unesi lozinku.',
      username: 'Unesi korisničko ime.',
    });
  });

  it('explains a bad email and a short password', () => {
    const result = validateSignUp({ email: 'ana@', password: 'kratka', username: 'a' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.email).toBe('Unesi ispravnu e-adresu.');
    expect(result.errors.password).toBe('Lozinka mora imati najmanje 8 znakova.');
    expect(result.errors.username).toBe('Korisničko ime mora imati najmanje 2 znaka.');
  });

  it('lets any non-empty password through on sign-in (the server judges it)', () => {
    expect(validateSignIn({ email: 'ana@example.com', password: 'x' }).ok).toBe(true);
    const empty = validateSignIn({ email: 'ana@example.com', password: '' });
    expect(empty.ok).toBe(false);
  });
});
