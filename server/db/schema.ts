/** Kysely's view of the tables (see migrations/ for the DDL). */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type {
  Grade,
  Language,
  SolutionJson,
  SolutionStatus,
  TRANSACTION_TYPES,
} from '../../contract/index.js';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface LocalAccountsTable {
  id: string;
  email: string;
  username: string;
  password_hash: string;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: string;
  identity_provider: string;
  external_id: string;
  email: string;
  username: string;
  credits: number;
  created_at: CreatedAt;
}

export interface TransactionsTable {
  id: string;
  user_id: string;
  type: (typeof TRANSACTION_TYPES)[number];
  /** Credits: positive for DEPOSIT and REFUND, negative for SPEND. */
  amount: number;
  amount_billed_cents: Generated<number>;
  description: string;
  /** The payment provider's id or an internal idempotency key; unique when present. */
  idempotency_key: string | null;
  solution_id: string | null;
  created_at: CreatedAt;
}

/** A correction on its way: what the user typed and chose, and which correction it is (1-based). */
export interface PendingCorrection {
  tasks: string[];
  grade: Grade;
  language: Language;
  round: number;
  /** A typed solution's new picture (of the corrected tasks), stored already; it replaces the old one on success. */
  pictureKey?: string;
}

export interface SolutionsTable {
  id: string;
  user_id: string;
  /** CHECK-constrained to the contract's statuses (migrations/0002-solution-status-check.ts). */
  status: SolutionStatus;
  /** Validated by the contract on the way in (generate-upload-url). */
  grade: Grade;
  language: Language;
  original_image_name: string;
  image_content_type: string;
  image_key: string;
  /** Written as JSON text, read back parsed; null until the solve completes. */
  solution_json: JSONColumnType<SolutionJson | null, string | null, string | null>;
  error: string | null;
  share_token: string | null;
  /**
   * The tasks the solution is solved from when they were typed (solve-text, or its last correction):
   * LaTeX or plain text, one per task. Null: read from the photo.
   */
  typed_tasks: JSONColumnType<string[] | null, string | null, string | null>;
  /** The correction being solved now; null when none is. The row stays COMPLETED meanwhile. */
  pending_correction: JSONColumnType<PendingCorrection | null, string | null, string | null>;
  /** Corrections started so far (at most MAX_CORRECTIONS). */
  corrections: Generated<number>;
  /** 'typed': created from typed tasks; its image is a picture the server rendered of them. */
  source: Generated<'photo' | 'typed'>;
  /** When the worker began the first attempt (of the solve, or of the pending correction); null while it waits in the queue. */
  solve_started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SignInFailuresTable {
  email: string;
  created_at: CreatedAt;
}

export interface SandboxTransactionsTable {
  /** Shaped like the provider's ids: `txn_` and 26 lower-case letters and digits. */
  id: string;
  customer_email: string;
  price_id: string;
  currency: string;
  total_cents: number;
  /** CHECK-constrained (migrations/0004-sandbox-payments.ts). */
  status: 'ready' | 'completed' | 'declined';
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface Database {
  local_accounts: LocalAccountsTable;
  users: UsersTable;
  transactions: TransactionsTable;
  solutions: SolutionsTable;
  sign_in_failures: SignInFailuresTable;
  sandbox_transactions: SandboxTransactionsTable;
}
