/**
 * Every /api/v1 payload (docs/product.md, "Calls", and docs/architecture.md, "Decisions").
 * The server validates requests and serializes answers with these; the PWA parses with them.
 */
import { z } from 'zod';
import { ACCEPTED_IMAGE_TYPES, MAX_TASK_TEXT_LENGTH, MAX_TYPED_TASKS } from './constants.js';
import { GRADE_VALUES } from './grades.js';
import { LANGUAGE_VALUES } from './languages.js';
import { CREDIT_PACKAGE_IDS } from './packages.js';
import { solutionRecordSchema, solutionStatusSchema } from './solution.js';

/** Every error answer: `{ detail }` with a fitting status. */
export const errorResponseSchema = z.object({ detail: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok') });

// --- identity (embedded local accounts) ---
export const emailSchema = z.string().trim().toLowerCase().email().max(254);
export const signUpRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(8).max(200),
  username: z.string().trim().min(2).max(50),
});
export const signInRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(200),
});
export const authTokenResponseSchema = z.object({ token: z.string() });
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;
export type SignInRequest = z.infer<typeof signInRequestSchema>;

// --- dashboard ---
export const recentSolutionSchema = z.object({
  id: z.string(),
  originalImageSrc: z.string(),
  timestamp: z.number().int(),
  grade: z.string(),
  solution_jsonb: z
    .object({ math_solutions: z.array(z.object({ problem_grade: z.string() }).passthrough()) })
    .nullable(),
});
export const dashboardOverviewSchema = z.object({
  totalSolutions: z.number().int().nonnegative(),
  creditsRemaining: z.number().int().nonnegative(),
  recentSolutions: z.array(recentSolutionSchema),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;
export type RecentSolution = z.infer<typeof recentSolutionSchema>;

export const accountSchema = z.object({
  credits: z.number().int().nonnegative(),
  username: z.string(),
  email: z.string(),
  /** Epoch seconds. */
  memberSince: z.number().int(),
});
export type Account = z.infer<typeof accountSchema>;

export const TRANSACTION_TYPES = ['DEPOSIT', 'SPEND', 'REFUND'] as const;
export const transactionSchema = z.object({
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  /** A credit count, despite the name (docs/product.md, "Data"). */
  amount_cents: z.number().int(),
  /** Euro cents paid; shown only for deposits above 0. */
  amount_cents_billed: z.number().int().nonnegative(),
  description: z.string(),
  timestamp: z.number().int(),
});
export const transactionsResponseSchema = z.array(transactionSchema);
export type Transaction = z.infer<typeof transactionSchema>;

// --- solve flow ---
export const generateUploadUrlRequestSchema = z
  .object({
    original_image_name: z.string().min(1).max(255),
    original_image_type: z.enum(ACCEPTED_IMAGE_TYPES),
    grade: z.enum(GRADE_VALUES),
    language: z.enum(LANGUAGE_VALUES),
  })
  .passthrough();
export type GenerateUploadUrlRequest = z.infer<typeof generateUploadUrlRequestSchema>;
export const generateUploadUrlResponseSchema = z.object({
  solution_id: z.string(),
  data: z.object({
    url: z.string(),
    fields: z.record(z.string(), z.string()),
    image_uri: z.string(),
  }),
});
export type GenerateUploadUrlResponse = z.infer<typeof generateUploadUrlResponseSchema>;

export const solutionIdRequestSchema = z.object({ solution_id: z.string().uuid() });
export const statusResponseSchema = z.object({
  status: solutionStatusSchema,
  solution: solutionRecordSchema.optional(),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;
export const okResponseSchema = z.object({ status: z.string() });

/** Typed tasks: LaTeX from the maths keyboard (`\frac{x}{2} = 3`) or plain text (`7x - 4 = 24`). */
export const typedTasksSchema = z
  .array(z.string().trim().min(1).max(MAX_TASK_TEXT_LENGTH))
  .min(1)
  .max(MAX_TYPED_TASKS);
export const correctSolutionRequestSchema = z.object({
  tasks: typedTasksSchema,
  grade: z.enum(GRADE_VALUES).optional(),
  language: z.enum(LANGUAGE_VALUES).optional(),
});
export type CorrectSolutionRequest = z.infer<typeof correctSolutionRequestSchema>;
export const solveTextRequestSchema = z.object({
  tasks: typedTasksSchema,
  grade: z.enum(GRADE_VALUES),
  language: z.enum(LANGUAGE_VALUES),
});
export type SolveTextRequest = z.infer<typeof solveTextRequestSchema>;
export const solveTextResponseSchema = z.object({ solution_id: z.string() });
export type SolveTextResponse = z.infer<typeof solveTextResponseSchema>;

export const historyQuerySchema = z.object({
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const historyResponseSchema = z.object({ data: z.array(solutionRecordSchema) });
export const deleteHistoryRequestSchema = z.object({
  solution_ids: z.array(z.string().uuid()).min(1).max(500),
});
export const deleteHistoryResponseSchema = z.object({ deleted: z.number().int().nonnegative() });

// --- payments ---
export const PAYMENT_PROVIDERS = ['sandbox', 'paddle'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
/** Which checkout the PWA opens, and the provider's price id of each package (the server's table). */
export const checkoutOptionsSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  packages: z.array(z.object({ id: z.enum(CREDIT_PACKAGE_IDS), price_id: z.string() })),
});
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;

export const verifyPaymentRequestSchema = z.object({
  transaction_id: z.string().min(1).max(200),
  solution_id: z.string().uuid().optional(),
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;
export const verifyPaymentResponseSchema = z.object({
  /** credited: this call booked the deposit · already_credited: an earlier verify or webhook did. */
  status: z.enum(['credited', 'already_credited']),
  package_id: z.enum(CREDIT_PACKAGE_IDS),
  credits_added: z.number().int().positive(),
  /** The balance after crediting (and after starting the remembered solve, if one was started). */
  credits: z.number().int().nonnegative(),
  /** The remembered solution's solve is running (started by this call or an earlier one). */
  solution_started: z.boolean(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** The embedded sandbox's checkout: a provider-shaped transaction, paid or declined in its dialog. */
export const sandboxCheckoutOpenRequestSchema = z.object({ price_id: z.string().min(1).max(200) });
export const sandboxTransactionSchema = z.object({
  transaction_id: z.string(),
  status: z.enum(['ready', 'completed', 'declined']),
  price_id: z.string(),
  currency: z.string(),
  total_cents: z.number().int().nonnegative(),
});
export type SandboxTransaction = z.infer<typeof sandboxTransactionSchema>;

// --- share ---
export const shareResponseSchema = z.object({ solution_page_url: z.string() });
export type ShareResponse = z.infer<typeof shareResponseSchema>;
