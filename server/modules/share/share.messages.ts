/**
 * The share call's answers and every word of the share page (Serbian, Latin script). The page is
 * rendered by the server, so its texts live here rather than in the PWA's src/i18n/sr.ts; the
 * headings match the PWA's solution view.
 */
import { PRODUCT_NAME } from '../../../contract/index.js';

export const SHARE_MESSAGES = {
  notFound: 'Rešenje nije pronađeno.',
  notSolved: 'Ovaj zadatak nije rešen, pa nema rešenja koje bi se podelilo.',
  nothingToShare: 'Na slici nije prepoznat matematički zadatak, pa nema rešenja koje bi se podelilo.',
} as const;

export const SHARE_PAGE_TEXTS = {
  title: 'Rešenje zadatka',
  titleMany: 'Rešenja zadataka',
  /** <title> and og:title: the task's own title, then the product. */
  documentTitle: (taskTitle: string) => `${taskTitle} – rešenje korak po korak | ${PRODUCT_NAME}`,
  description: (answer: string) =>
    answer
      ? `Rešenje korak po korak. Konačan odgovor: ${answer}`
      : 'Rešenje zadatka iz matematike korak po korak.',
  home: `${PRODUCT_NAME} – početna`,
  imageAlt: 'Fotografija zadatka',
  grade: 'Razred',
  solvedAt: 'Rešeno',
  taskHeading: (n: number) => `Zadatak ${n}`,
  difficulty: 'Težina',
  category: 'Oblast',
  keyConcepts: 'Ključni pojmovi',
  introduction: 'Uvod',
  steps: 'Postupak',
  step: (n: number) => `Korak ${n}`,
  intermediate: 'Međurezultat',
  finalAnswer: 'Konačan odgovor',
  cta: `Reši svoj zadatak uz ${PRODUCT_NAME}`,
  ctaText: 'Fotografiši zadatak, izaberi razred i jezik i dobij rešenje korak po korak.',
  sharedNote: `Ovo rešenje je podeljeno iz aplikacije ${PRODUCT_NAME}.`,
  notFoundTitle: 'Rešenje nije pronađeno',
  notFoundText:
    'Link je možda pogrešan, ili je vlasnik obrisao ovo rešenje. Zamoli onoga ko ti je poslao link da ga podeli ponovo.',
  notFoundHome: `Idi na ${PRODUCT_NAME}`,
} as const;
