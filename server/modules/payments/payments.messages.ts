/** Texts the payment calls answer with (the PWA shows `detail`). */
export const PAYMENT_MESSAGES = {
  notFound: 'Transakcija nije pronađena.',
  notPaid: 'Plaćanje još nije završeno, pa krediti nisu dodati. Pokušajte ponovo za nekoliko trenutaka.',
  declined: 'Plaćanje je odbijeno ili otkazano, pa krediti nisu dodati.',
  unknownPrice: 'Transakcija ne odgovara nijednom paketu kredita, pa krediti nisu dodati.',
  amountMismatch: 'Plaćeni iznos ne odgovara ceni paketa, pa krediti nisu dodati.',
  providerUnavailable: 'Servis za plaćanje trenutno nije dostupan. Pokušajte ponovo za nekoliko minuta.',
  noWebhooks: 'Obaveštenja o plaćanju nisu podešena na ovom serveru.',
  badSignature: 'Potpis obaveštenja o plaćanju nije ispravan.',
  depositDescription: (credits: number, priceEur: number) =>
    `Kupovina paketa: ${credits} kredita (${priceEur} €)`,
} as const;
