/** The signed-in user's overview, account and transaction list. */
import type { Account, DashboardOverview, Transaction } from '../../../contract/index.js';
import type { Container } from '../../container.js';
import { creditsOf, listTransactions } from '../credits/credits.repository.js';
import { toEpochSeconds } from '../solutions/solution-record.js';
import type { UserRow } from '../users/users.repository.js';
import { listHistory } from '../solutions/solutions.repository.js';
import { countCompletedSolutions } from './dashboard.repository.js';

const RECENT_SOLUTIONS = 5;

export function createDashboardService(container: Container) {
  const { db } = container.database;
  return {
    async overview(user: UserRow): Promise<DashboardOverview> {
      // The balance is read fresh: the signed-in user is remembered between requests, the balance never.
      const [total, recent, credits] = await Promise.all([
        countCompletedSolutions(db, user.id),
        listHistory(db, user.id, 0, RECENT_SOLUTIONS),
        creditsOf(db, user.id),
      ]);
      return {
        totalSolutions: total,
        creditsRemaining: credits,
        recentSolutions: await Promise.all(
          recent.map(async (row) => ({
            id: row.id,
            originalImageSrc: await container.storage.objectUrl(row.image_key),
            timestamp: toEpochSeconds(row.created_at),
            grade: row.grade,
            solution_jsonb: row.solution_json,
          })),
        ),
      };
    },

    async account(user: UserRow): Promise<Account> {
      return {
        credits: await creditsOf(db, user.id),
        username: user.username,
        email: user.email,
        memberSince: toEpochSeconds(user.created_at),
      };
    },

    async transactions(user: UserRow): Promise<Transaction[]> {
      const rows = await listTransactions(db, user.id);
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        amount_cents: row.amount,
        amount_cents_billed: row.amount_billed_cents,
        description: row.description,
        timestamp: toEpochSeconds(row.created_at),
      }));
    },
  };
}
