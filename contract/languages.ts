/** Explanation languages (docs/product.md), in the product's order; the first is the default. */
export const LANGUAGES = [
  { value: 'srpski', label: 'Srpski' },
  { value: 'english', label: 'English' },
  { value: 'hrvatski', label: 'Hrvatski' },
  { value: 'slovenian', label: 'Slovenščina' },
  { value: 'bulgarian', label: 'Български' },
  { value: 'albanian', label: 'Shqip' },
  { value: 'turkish', label: 'Türkçe' },
  { value: 'romani', label: 'Romani' },
  { value: 'german', label: 'Deutsch' },
  { value: 'french', label: 'Français' },
] as const;

export type Language = (typeof LANGUAGES)[number]['value'];
export const LANGUAGE_VALUES = LANGUAGES.map((l) => l.value) as [Language, ...Language[]];
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0]?.value ?? 'srpski';
