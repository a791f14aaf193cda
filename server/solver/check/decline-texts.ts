/**
 * The final answer of a task declined by the check, in the explanation language: no answer, and why.
 * (The Romani sentence follows the engine's Romani templates and, like them, wants a native
 * speaker's review: docs/solver-engine.md, "Languages".)
 */
import type { Language } from '../../../contract/index.js';

interface DeclineText {
  /** The final answer was wrong and the engine could not give its own solution. */
  answer: string;
  /** Step n did not hold. */
  step: (n: number) => string;
}

export const DECLINE_TEXTS: Record<Language, DeclineText> = {
  srpski: {
    answer: 'Odgovor nije dat jer rešenje nije prošlo algebarsku proveru.',
    step: (n) => `Odgovor nije dat jer korak ${n} nije prošao algebarsku proveru.`,
  },
  english: {
    answer: 'No answer is given because the solution did not pass the algebraic check.',
    step: (n) => `No answer is given because step ${n} did not pass the algebraic check.`,
  },
  hrvatski: {
    answer: 'Odgovor nije dan jer rješenje nije prošlo algebarsku provjeru.',
    step: (n) => `Odgovor nije dan jer korak ${n} nije prošao algebarsku provjeru.`,
  },
  slovenian: {
    answer: 'Odgovor ni podan, ker rešitev ni prestala algebrske preverbe.',
    step: (n) => `Odgovor ni podan, ker korak ${n} ni prestal algebrske preverbe.`,
  },
  bulgarian: {
    answer: 'Отговор не е даден, защото решението не премина алгебричната проверка.',
    step: (n) => `Отговор не е даден, защото стъпка ${n} не премина алгебричната проверка.`,
  },
  albanian: {
    answer: 'Nuk japim përgjigje, sepse zgjidhja nuk e kaloi kontrollin algjebrik.',
    step: (n) => `Nuk japim përgjigje, sepse hapi ${n} nuk e kaloi kontrollin algjebrik.`,
  },
  turkish: {
    answer: 'Çözüm cebirsel kontrolden geçemediği için cevap verilmedi.',
    step: (n) => `${n}. adım cebirsel kontrolden geçemediği için cevap verilmedi.`,
  },
  romani: {
    answer: 'Na das rešenje golese kaj o rešenje na nakhlo e algebrakiri proverka.',
    step: (n) => `Na das rešenje golese kaj o pašo ${n} na nakhlo e algebrakiri proverka.`,
  },
  german: {
    answer: 'Es wird keine Antwort gegeben, weil die Lösung die algebraische Prüfung nicht bestanden hat.',
    step: (n) =>
      `Es wird keine Antwort gegeben, weil Schritt ${n} die algebraische Prüfung nicht bestanden hat.`,
  },
  french: {
    answer: "Aucune réponse n'est donnée, car la solution n'a pas passé la vérification algébrique.",
    step: (n) => `Aucune réponse n'est donnée, car l'étape ${n} n'a pas passé la vérification algébrique.`,
  },
};
