/**
 * Turns a request that failed validation into one Serbian sentence that names the fields in words
 * a user understands ("e-adresa nije ispravna"), instead of the validator's English.
 */

/** The request fields of the contract, as a user would call them. */
const FIELD_LABELS: Record<string, string> = {
  email: 'e-adresa',
  password: 'lozinka',
  username: 'korisničko ime',
  original_image_name: 'naziv slike',
  original_image_type: 'vrsta slike',
  grade: 'razred',
  language: 'jezik',
  solution_id: 'oznaka rešenja',
  solution_ids: 'izabrani zadaci',
  id: 'oznaka',
  start: 'početak stranice',
  limit: 'veličina stranice',
  transaction_id: 'oznaka transakcije',
  tasks: 'zadaci',
};

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

function fieldName(instancePath: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  const named = [...parts].reverse().find((p) => !/^\d+$/.test(p));
  if (!named) return 'telo zahteva';
  const label = FIELD_LABELS[named] ?? named;
  const index = parts.at(-1);
  return index && /^\d+$/.test(index) ? `${label} (stavka ${Number(index) + 1})` : label;
}

const count = (n: unknown, one: string, few: string, many: string) => {
  const v = Number(n);
  const mod10 = v % 10;
  const mod100 = v % 100;
  const word =
    mod10 === 1 && mod100 !== 11
      ? one
      : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)
        ? few
        : many;
  return `${v} ${word}`;
};

function sizeText(params: Record<string, unknown>, bound: 'minimum' | 'maximum'): string {
  const n = params[bound];
  switch (params.origin) {
    case 'string':
      return count(n, 'znak', 'znaka', 'znakova');
    case 'array':
    case 'set':
      return count(n, 'stavka', 'stavke', 'stavki');
    default:
      return String(n);
  }
}

export function describeIssue(issue: ValidationIssue): string {
  const field = fieldName(issue.instancePath);
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type':
      return p.input === undefined
        ? `${field}: obavezno polje nedostaje`
        : `${field}: pogrešna vrsta vrednosti`;
    case 'too_small':
      return p.origin === 'string' && Number(p.minimum) === 1
        ? `${field}: ne sme biti prazno`
        : `${field}: najmanje ${sizeText(p, 'minimum')}`;
    case 'too_big':
      return `${field}: najviše ${sizeText(p, 'maximum')}`;
    case 'invalid_format':
      return `${field}: nije ispravnog oblika`;
    case 'invalid_value':
      return `${field}: nije jedna od dozvoljenih vrednosti`;
    case 'unrecognized_keys':
      return `${field}: sadrži nepoznata polja`;
    case 'control_characters':
      return `${field}: sadrži nedozvoljene kontrolne znakove`;
    default:
      return `${field}: neispravna vrednost`;
  }
}

export const INVALID_REQUEST = 'Neispravni podaci';

/** One sentence for all the issues of a request, each field named once. */
export function describeIssues(issues: readonly ValidationIssue[]): string {
  const parts = [...new Set(issues.map(describeIssue))];
  return `${INVALID_REQUEST}: ${parts.join('; ')}.`;
}

// Control characters other than tab, line feed and carriage return have no place in any text a
// user sends, and PostgreSQL refuses NUL outright (which would otherwise surface as a 500).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The path of the first string in `value` holding a control character, or null. */
export function findControlCharacters(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path || '/' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacters(value[i], `${path}/${i}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      const found = CONTROL.test(key) ? `${path}/${key}` : findControlCharacters(v, `${path}/${key}`);
      if (found) return found;
    }
  }
  return null;
}
