/**
 * Buying credits (docs/architecture.md, "Payments"). A provider transaction is credited at most once,
 * whichever arrives first and however often: the browser's verify call or the provider's webhook.
 * Both read the transaction from the provider itself and book one DEPOSIT under the idempotency key
 * `payment:<provider>:<transaction id>` (a unique column: a second booking is a no-op).
 */
import {
  CREDIT_PACKAGES,
  type CheckoutOptions,
  type CreditPackage,
  type SolutionStatus,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from '../../../contract/index.js';
import type { Container } from '../../container.js';
import { AppError, notFound, paymentRequired, conflict, unprocessable } from '../../errors.js';
import { WebhookRejected, type ProviderTransaction } from '../../ports/payments.port.js';
import { bookLedgerEntry, creditsOf } from '../credits/credits.repository.js';
import { createSolveService } from '../solve/solve.service.js';
import { findUsersByEmail, type UserRow } from '../users/users.repository.js';
import { PAYMENT_MESSAGES } from './payments.messages.js';

/** The provider's customer is the caller when their addresses match; no address matches nobody. */
const sameEmail = (a: string | null, b: string) =>
  a !== null && a.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Statuses of a solve that has been started (charged and queued) at some point. */
const STARTED: readonly SolutionStatus[] = ['PROCESSING', 'COMPLETED', 'FAILED'];

export type WebhookOutcome = 'credited' | 'already_credited' | 'ignored';

export function createPaymentsService(container: Container) {
  const { db } = container.database;
  const { payments } = container;
  const solve = createSolveService(container);

  /** The server's own table decides what a price id credits; a transaction must buy exactly one package. */
  const packageOf = (transaction: ProviderTransaction): CreditPackage => {
    const [item, ...more] = transaction.items;
    const pkg = CREDIT_PACKAGES.find((p) => payments.priceIds[p.id] === item?.priceId);
    if (!item || more.length > 0 || item.quantity !== 1 || !pkg)
      throw unprocessable(PAYMENT_MESSAGES.unknownPrice);
    // Paid in euros, at least the package's price (tax may come on top; a discount may not come off).
    if (transaction.currency !== 'EUR' || transaction.totalCents < pkg.priceEur * 100)
      throw unprocessable(PAYMENT_MESSAGES.amountMismatch);
    return pkg;
  };

  const fetchTransaction = async (id: string): Promise<ProviderTransaction | null> => {
    try {
      return await payments.getTransaction(id);
    } catch (error) {
      throw new AppError(502, PAYMENT_MESSAGES.providerUnavailable, `payment provider: ${String(error)}`);
    }
  };

  /** Books the package of a paid transaction for the user, once. */
  const credit = async (user: Pick<UserRow, 'id'>, transaction: ProviderTransaction) => {
    if (transaction.state === 'failed') throw paymentRequired(PAYMENT_MESSAGES.declined);
    if (transaction.state !== 'paid') throw conflict(PAYMENT_MESSAGES.notPaid);
    const pkg = packageOf(transaction);
    const booked = await bookLedgerEntry(db, {
      userId: user.id,
      type: 'DEPOSIT',
      amount: pkg.credits,
      billedCents: transaction.totalCents,
      description: PAYMENT_MESSAGES.depositDescription(pkg.credits, pkg.priceEur),
      idempotencyKey: `payment:${payments.provider}:${transaction.id}`,
    });
    return {
      pkg,
      status: booked.outcome === 'applied' ? ('credited' as const) : ('already_credited' as const),
    };
  };

  /** Starts the remembered solve (charged once, however many verify calls race); false when it cannot start. */
  const resumeSolve = async (user: UserRow, solutionId: string): Promise<boolean> => {
    try {
      return STARTED.includes(await solve.start(user, solutionId));
    } catch (error) {
      // Someone else's or an unknown solution, one never uploaded, or still too few credits: the
      // payment stands, only the solve does not start.
      if (error instanceof AppError && error.statusCode < 500) return false;
      throw error;
    }
  };

  return {
    checkoutOptions(): CheckoutOptions {
      return {
        provider: payments.provider,
        packages: CREDIT_PACKAGES.map((p) => ({ id: p.id, price_id: payments.priceIds[p.id] })),
      };
    },

    /**
     * The browser's word is only the transaction id: the provider says whether it is paid, whose
     * it is and what it bought. Another customer's transaction answers 404, as an unknown one does.
     */
    async verify(user: UserRow, request: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
      const transaction = await fetchTransaction(request.transaction_id);
      if (!transaction || !sameEmail(transaction.customerEmail, user.email))
        throw notFound(PAYMENT_MESSAGES.notFound);
      const { pkg, status } = await credit(user, transaction);
      const started = request.solution_id ? await resumeSolve(user, request.solution_id) : false;
      return {
        status,
        package_id: pkg.id,
        credits_added: pkg.credits,
        credits: await creditsOf(db, user.id),
        solution_started: started,
      };
    },

    /**
     * A provider's signed notice of a completed transaction. The customer is found by e-mail
     * address; when no single user has it, the notice is acknowledged and the verify call (which
     * knows its caller) credits the payment instead.
     */
    async webhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
      if (!payments.readWebhook) throw notFound(PAYMENT_MESSAGES.noWebhooks);
      let notice;
      try {
        notice = payments.readWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof WebhookRejected)
          throw new AppError(401, PAYMENT_MESSAGES.badSignature, `webhook rejected: ${error.message}`);
        throw error;
      }
      if (notice.kind === 'ignored') return 'ignored';
      const transaction = await fetchTransaction(notice.transactionId);
      if (!transaction) throw notFound(PAYMENT_MESSAGES.notFound);
      const users = transaction.customerEmail ? await findUsersByEmail(db, transaction.customerEmail) : [];
      const [user] = users;
      if (!user || users.length > 1) return 'ignored';
      return (await credit(user, transaction)).status;
    },
  };
}
