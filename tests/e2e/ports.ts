/** Ports of the two servers the journeys run against (playwright.config.ts starts both). */
export const PORT = 8181;
/** New accounts on this one start with 5 credits (WELCOME_CREDITS): too few for one solve. */
export const LOW_CREDIT_PORT = 8182;
