/** Texts the history and solution calls answer with (the PWA shows `detail`). */
export const SOLUTIONS_MESSAGES = {
  notFound: 'Rešenje nije pronađeno. Možda je obrisano ili link nije ispravan.',
  noSolutionsToDelete: 'Izabrani zadaci nisu pronađeni.',
} as const;
