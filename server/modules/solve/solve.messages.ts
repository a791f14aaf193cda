import { MAX_CORRECTIONS } from '../../../contract/index.js';
import type { TypedTaskProblem } from '../../ports/task-reader.port.js';

/** Texts the solve API answers with (the PWA shows `detail`). */
export const SOLVE_MESSAGES = {
  notFound: 'Solution not found. It may have expired or the link is incorrect.',
  notUploaded: 'Slika još nije otpremljena ili nije prihvaćena. Otpremite sliku ponovo.',
  insufficientCredits: 'Imate nedovoljno kredita za rešavanje zadatka. Dopunite kredite da biste nastavili.',
  spendDescription: 'Rešavanje zadatka',
  correctionSpendDescription: 'Rešavanje ispravljenog zadatka',
  correctionInProgress: 'Ovaj zadatak se upravo rešava. Sačekaj rešenje, pa ga ispravi ako treba.',
  notSolvedYet: 'Zadatak još nije rešen, pa ne može da se ispravi.',
  correctionLimit: `Ovaj zadatak je već ispravljen ${MAX_CORRECTIONS} puta, koliko je najviše moguće. Ukucaj ga kao novi zadatak ili ga ponovo uslikaj.`,
  refundDescription: 'Povraćaj kredita (zadatak nije rešen)',
} as const;

/** Why a typed task is refused, naming it by its number when there are several. */
export function typedTaskDetail(problem: TypedTaskProblem, index: number, count: number): string {
  const task = count > 1 ? `Zadatak ${index + 1}` : 'Zadatak';
  const inTask = count > 1 ? `U zadatku ${index + 1}` : 'U zadatku';
  switch (problem) {
    case 'empty':
      return `${task} je prazan. Ukucaj ga ili ga obriši.`;
    case 'placeholder':
      return `${inTask} je ostalo prazno polje. Popuni ga ili ga obriši.`;
    case 'unknownSign':
      return `${task} sadrži znak koji ne umemo da rešimo. Koristi brojeve, x i y, računske operacije, razlomke, stepene, korene, zagrade i znakove =, <, ≤, >, ≥.`;
    case 'unbalanced':
      return `${inTask} zagrade nisu uparene.`;
    case 'notMaths':
      return `${task} nije ispravno zapisan matematički zadatak. Proveri da li je dobro ukucan.`;
  }
}
