/** Display formats: dates in the Serbian locale (sr-RS), timestamps in epoch seconds. */
const LOCALE = 'sr-RS';

// Numeric parts only: sr-RS month names are Cyrillic, the UI is Latin.
const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const euroFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' });
const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** Epoch seconds → milliseconds (the API speaks seconds, Date speaks milliseconds). */
export function secondsToDate(seconds: number): Date {
  return new Date(seconds * 1000);
}

export function formatDate(seconds: number): string {
  return dateFormat.format(secondsToDate(seconds));
}

export function formatDateTime(seconds: number): string {
  return dateTimeFormat.format(secondsToDate(seconds));
}

/** Euro cents → "5,00 €". */
export function formatEuroCents(cents: number): string {
  return euroFormat.format(cents / 100);
}

export function formatInteger(n: number): string {
  return integerFormat.format(n);
}
