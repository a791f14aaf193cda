/**
 * The texts docs/product.md requires word for word, for the screens built so far: one table, written
 * here from the specification (not copied from src/i18n/sr.ts). product-texts.test.ts checks that
 * sr.ts holds each one and that a journey looks for each on screen; add a row when you build a screen.
 */
export const PRODUCT_TEXTS = {
  // Solve flow: screens
  submitSolve: 'Idi na rešenje!',
  solutionTitle: 'Rešenje zadatka',
  solutionTitleMany: 'Rešenja zadataka',
  notMath: 'Nije matematički zadatak',
  solutionNotAvailable: 'Rešenje nije dostupno.',
  solveAnother: 'Reši novi zadatak',
  backToConfigure: 'Nazad na konfiguraciju',
  retryHome: 'Pokušaj ponovo (Početna)',
  // Solve flow: validation
  onlyImages: 'Molimo dodajte samo slike (PNG, JPG, itd.).',
  noFileChosen: 'Nijedna datoteka nije izabrana ili datoteka nije podržana.',
  readFailed: 'Greška pri čitanju datoteke.',
  gradeRequired: 'Molimo izaberite razred.',
  languageRequired: 'Molimo izaberite jezik.',
  detailsNotFound: 'Problem details not found.',
  // Solve flow: fallbacks of the API layer
  uploadUrlFailed: 'Failed to get presigned URL from server.',
  uploadFailed: 'Failed to upload file to S3. Please check your network connection and try again.',
  uploadCompletedFailed: 'Failed to notify server of upload completion.',
  solveStartFailed: 'Failed to start the solving process.',
  statusFailed: 'Could not retrieve solution status.',
  solutionNotFound: 'Solution not found. It may have expired or the link is incorrect.',
  serverFailedImage:
    'The server failed to process the image. Please try a different image or contact support.',
  timedOut: 'The request timed out. The server may be busy, please try again later.',
  unknownSolveError: 'Došlo je do nepoznate greške prilikom rešavanja zadatka.',
  // Dashboard, account, transactions
  dashboardEmpty: 'Nema nedavnih rešenja.',
  dashboardGrade: 'Razred',
  dashboardLoadFailed: 'Nije moguće učitati kontrolnu tablu.',
  dashboardFallback: 'Failed to fetch dashboard data.',
  topUp: 'Dopuni kredite',
  accountLoadFailed: 'Nije moguće učitati podatke o nalogu.',
  accountFallback: 'Failed to fetch account data.',
  transactionsEmpty: 'Nema transakcija',
  transactionsErrorTitle: 'Greška',
  transactionsFallback: 'Failed to fetch transaction history.',
  unknownError: 'Došlo je do nepoznate greške.',
  // History
  historyFirstLoadFailed: 'Nije moguće učitati istoriju.',
  historyNextPageFailed: 'Nije moguće učitati još zadataka iz istorije.',
  historyFallback: 'Failed to fetch history.',
  historyDeleteSelectedFailed: 'Došlo je do greške prilikom brisanja zadataka.',
  historyDeleteAllFailed: 'Došlo je do greške prilikom brisanja istorije.',
  historyDeletedSelected: 'Izabrani zadaci su obrisani.',
  historyDeletedAll: 'Istorija je uspešno obrisana.',
  historyDeleteItemsFallback: 'Failed to delete history items.',
  historyClearAllFallback: 'Failed to clear all history.',
  // Checkout and payment
  paymentSuccess: 'Hvala na kupovini! Vaši krediti su dodati na nalog.',
  paymentFailed: 'Plaćanje nije uspelo. Molimo pokušajte ponovo ili koristite drugi način plaćanja.',
  paymentConfirmationMissing:
    'Plaćanje je uspešno, ali je došlo do greške pri potvrdi. Molimo kontaktirajte podršku.',
  paymentCreditingFailed:
    'Plaćanje je uspešno, ali je došlo do greške pri dodavanju kredita. Molimo kontaktirajte podršku ako se krediti ne pojave uskoro.',
  paymentProviderInitFailed: 'Failed to initialize Paddle checkout.',
  paymentProviderLoadFailed: 'Could not load payment provider.',
  paymentProviderNotReady: 'Payment provider is not ready.',
  customerEmailMissing: 'Customer email is not available.',
  verifyPaymentFallback: 'Failed to notify server of payment completion.',
  // Share section
  shareCopying: 'Kopiranje...',
  shareCopied: 'Link kopiran!',
  shareCopyError: 'Greška.',
  shareLinkFailed: 'Nije moguće generisati link za deljenje.',
  shareCopyFailed: 'Nije moguće kopirati link u klipbord.',
  shareMessage: 'Pogledaj rešenje ovog zadatka:',
  // Landing page
  shareDemoCopied: 'Link kopiran!',
  contactSubmitting: 'Slanje...',
  contactError: 'Došlo je do greške. Molimo pokušajte ponovo.',
  // Seeing and correcting the reading, typing a task (the texts, word for word)
  readTask: 'Pročitani zadatak',
  correctTask: 'Ispravi zadatak',
  typeTask: 'Ukucaj zadatak',
} as const;

export type ProductText = keyof typeof PRODUCT_TEXTS;

/** Texts no journey can bring on screen, and why. Everything else must be checked on screen. */
export const NOT_REACHABLE_IN_JOURNEYS: Partial<Record<ProductText, string>> = {
  unknownSolveError: 'shown only for a failure that is not an API error, i.e. a bug in the PWA',
  unknownError: 'shown only for a failure that is not an API error (a bug) or a crashed route',
  historyDeleteItemsFallback:
    'the API layer’s text; a failed bulk delete is told by its toast (historyDeleteSelectedFailed)',
  historyClearAllFallback:
    'the API layer’s text; a failed clear is told by its toast (historyDeleteAllFailed)',
  paymentProviderInitFailed:
    'needs a build with VITE_PADDLE_CLIENT_TOKEN and Paddle refusing to start; src/lib/payments/paddle-loader.test.ts checks it',
  paymentProviderLoadFailed:
    "needs a build with VITE_PADDLE_CLIENT_TOKEN and Paddle's script failing to load; paddle-loader.test.ts checks it",
  verifyPaymentFallback:
    'the verify call\'s fallback: a failed verification shows the crediting text instead (docs/product.md, "Payment")',
};
