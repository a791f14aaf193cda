/**
 * Waiting for a solve's outcome, as solve-problem, solve-text's follow-up and a correction do: the
 * call answers once the worker has finished (or SOLVE_WAIT_SECONDS have passed). A solution is still
 * being solved while it is PROCESSING or a correction of it is pending.
 */
import type { Kysely } from 'kysely';
import type { SolutionStatus } from '../../../contract/index.js';
import type { Database } from '../../db/schema.js';
import { findSolution } from '../solutions/solutions.repository.js';
import type { SolutionRow } from '../solutions/solution-record.js';

const WAIT_POLL_MS = 250;

/** The status a caller sees: a COMPLETED solution whose correction is being solved is PROCESSING again. */
export const visibleStatus = (row: Pick<SolutionRow, 'status' | 'pending_correction'>): SolutionStatus =>
  row.status === 'COMPLETED' && row.pending_correction ? 'PROCESSING' : row.status;

/** Polls the row until its solve or correction is over, or the wait is; answers the row then. */
export async function waitWhileSolving(
  db: Kysely<Database>,
  id: string,
  waitSeconds: number,
): Promise<SolutionRow | undefined> {
  const deadline = Date.now() + waitSeconds * 1000;
  for (;;) {
    const row = await findSolution(db, id);
    if (!row || visibleStatus(row) !== 'PROCESSING' || Date.now() > deadline) return row;
    await new Promise((r) => setTimeout(r, WAIT_POLL_MS));
  }
}
