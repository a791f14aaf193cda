/**
 * What a new password must not be, beyond the contract's length: one of the 10 000 most common
 * passwords (common-passwords.txt: the most frequent entries of the MIT-licensed list of
 * @zxcvbn-ts/language-common 4.1.3, lower-cased, plus common Serbian ones), the account's own
 * e-mail address or username, or a run of one or two characters repeated ("        ", "abababab").
 */
import fs from 'node:fs';

export const PASSWORD_MESSAGES = {
  common: 'Ova lozinka je među najčešće korišćenim i lako se pogađa. Izaberite drugu lozinku.',
  personal: 'Lozinka ne sme biti ista kao e-adresa ili korisničko ime. Izaberite drugu lozinku.',
  repetitive: 'Lozinka ne sme biti sastavljena samo od razmaka ili od jednog ili dva ponovljena znaka.',
} as const;

const MIN_DISTINCT_CHARACTERS = 3;

let common: Set<string> | undefined;
const commonPasswords = (): Set<string> =>
  (common ??= new Set(
    fs
      .readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  ));

/** The reason this password is refused, or null when it may be used. */
export function passwordProblem(
  password: string,
  account: { email: string; username: string },
): string | null {
  const lower = password.toLowerCase();
  if (new Set(lower.replace(/\s/g, '')).size < MIN_DISTINCT_CHARACTERS) return PASSWORD_MESSAGES.repetitive;
  const email = account.email.toLowerCase();
  const personal = [email, email.split('@')[0] ?? '', account.username.toLowerCase()];
  if (personal.some((p) => p.length > 0 && lower.trim() === p)) return PASSWORD_MESSAGES.personal;
  if (commonPasswords().has(lower.trim())) return PASSWORD_MESSAGES.common;
  return null;
}
