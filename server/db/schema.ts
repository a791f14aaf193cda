/** Kysely's view of the tables (see migrations/ for the DDL). */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { SolutionJson } from '../../contract/index.js';

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
  type: 'DEPOSIT' | 'SPEND' | 'REFUND';
  /** Credits: positive for DEPOSIT and REFUND, negative for SPEND. */
  amount: number;
  amount_billed_cents: Generated<number>;
  description: string;
  /** The payment provider's id or an internal idempotency key; unique when present. */
  idempotency_key: string | null;
  solution_id: string | null;
  created_at: CreatedAt;
}

export interface SolutionsTable {
  id: string;
  user_id: string;
  status: string;
  grade: string;
  language: string;
  original_image_name: string;
  image_content_type: string;
  image_key: string;
  solution_json: JSONColumnType<SolutionJson> | null;
  error: string | null;
  share_token: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SignInFailuresTable {
  email: string;
  created_at: CreatedAt;
}

export interface Database {
  local_accounts: LocalAccountsTable;
  users: UsersTable;
  transactions: TransactionsTable;
  solutions: SolutionsTable;
  sign_in_failures: SignInFailuresTable;
}
