/** Texts the solve API answers with (the PWA shows `detail`). */
export const SOLVE_MESSAGES = {
  notFound: 'Solution not found. It may have expired or the link is incorrect.',
  notUploaded: 'Slika još nije otpremljena ili nije prihvaćena. Otpremite sliku ponovo.',
  insufficientCredits: 'Imate nedovoljno kredita za rešavanje zadatka. Dopunite kredite da biste nastavili.',
  spendDescription: 'Rešavanje zadatka',
  refundDescription: 'Povraćaj kredita (zadatak nije rešen)',
} as const;
