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
  readTask: 'Pročitani zadatak',
  keyConcepts: 'Ključni pojmovi',
  introduction: 'Uvod',
  steps: 'Postupak',
  step: (n: number) => `Korak ${n}`,
  intermediate: 'Međurezultat',
  finalAnswer: 'Konačan odgovor',
  cta: `Reši svoj zadatak uz ${PRODUCT_NAME}`,
  ctaText: 'Fotografiši zadatak, izaberi razred i jezik i dobij rešenje korak po korak.',
  sharedNote: `Ovo rešenje je podeljeno iz aplikacije ${PRODUCT_NAME}.`,
  /** The algebra check's labels and explanations, word for word as in the PWA (src/i18n/sr.ts, `verification`). */
  verification: {
    verified: 'Provereno',
    replaced: 'Ispravljeno',
    declined: 'Nije prošlo proveru',
    unverified: 'Nije provereno',
    byEngine: 'Rešio i proverio Rešavačev algebarski sistem: rešenje je uvršteno u zadatak i tačno je.',
    byAlgebra:
      'Provereno algebrom: konačan odgovor je isti kao tačno rešenje koje je izračunao Rešavačev algebarski sistem',
    substituted: ' i zadovoljava zadatak kada se uvrsti',
    stepsChecked: (n: number) => ` Provereni su i međurezultati (koraka: ${n}).`,
    engineShown:
      'Odgovor AI modela nije mogao da se proveri, pa je prikazano rešenje koje je izračunao i proverio Rešavačev algebarski sistem.',
    answerReplaced:
      'Konačan odgovor AI modela nije bio tačan, pa je prikazano rešenje koje je izračunao i proverio Rešavačev algebarski sistem.',
    stepReplaced: (n: number) =>
      `Korak ${n} u rešenju AI modela nije bio tačan, pa je prikazano rešenje koje je izračunao i proverio Rešavačev algebarski sistem.`,
    answerDeclined: 'Konačan odgovor AI modela nije prošao algebarsku proveru, pa nije prikazan.',
    stepDeclined: (n: number) => `Korak ${n} nije prošao algebarsku proveru, pa odgovor nije prikazan.`,
    outside:
      'Ovaj zadatak Rešavač ne može algebarski da proveri (na primer tekstualni zadatak ili geometrija). Odgovor je dao AI model: proveri ga pažljivo.',
    arithmeticChecked: ' Računi u međurezultatima su provereni.',
    wrongStep: 'Netačan korak',
  },
  notFoundTitle: 'Rešenje nije pronađeno',
  notFoundText:
    'Link je možda pogrešan, ili je vlasnik obrisao ovo rešenje. Zamoli onoga ko ti je poslao link da ga podeli ponovo.',
  notFoundHome: `Idi na ${PRODUCT_NAME}`,
} as const;
