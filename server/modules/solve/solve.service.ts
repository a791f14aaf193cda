/**
 * The solve sequence on the API side: upload URL → upload check → credits + job → status.
 * Credits are taken in the same transaction that enqueues the job. Listing and deleting solved
 * tasks is modules/solutions.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  MAX_UPLOAD_BYTES,
  type GenerateUploadUrlRequest,
  type GenerateUploadUrlResponse,
  type SolutionStatus,
} from '../../../contract/index.js';
import type { Container } from '../../container.js';
import { AppError, conflict, notFound, paymentRequired } from '../../errors.js';
import type { UserRow } from '../users/users.repository.js';
import { checkUploadedImage, IMAGE_MESSAGES } from './image-check.js';
import { chargeSolve } from './solve-charges.js';
import { SOLVE_MESSAGES } from './solve.messages.js';
import { visibleStatus, waitWhileSolving } from './solve-wait.js';
import {
  findOwnedSolution,
  findSolution,
  insertSolution,
  transitionStatus,
} from '../solutions/solutions.repository.js';

const UPLOAD_URL_SECONDS = 10 * 60;

export type SolveService = ReturnType<typeof createSolveService>;

export function createSolveService(container: Container) {
  const { db } = container.database;
  const { storage, queue } = container;

  const owned = async (user: UserRow, id: string) => {
    const row = await findOwnedSolution(db, user.id, id);
    if (!row) throw notFound(SOLVE_MESSAGES.notFound);
    return row;
  };

  /**
   * Takes the credits and enqueues the solve, once per solution however many calls race; answers
   * the status right after (PROCESSING, or what an earlier start already led to). Too few credits:
   * 402 and nothing changes. Also what a payment's verification uses to resume a solve that
   * stopped for lack of credits (modules/payments).
   */
  const start = async (user: UserRow, id: string): Promise<SolutionStatus> => {
    const row = await owned(user, id);
    if (row.status === 'PENDING_UPLOAD') throw conflict(SOLVE_MESSAGES.notUploaded);
    if (row.status !== 'UPLOADED') return row.status;
    await db.transaction().execute(async (trx) => {
      // Only the request that moves UPLOADED → PROCESSING pays and enqueues.
      if (!(await transitionStatus(trx, id, 'UPLOADED', 'PROCESSING'))) return;
      const booked = await chargeSolve(trx, user.id, id);
      if (booked.outcome === 'insufficient') throw paymentRequired(SOLVE_MESSAGES.insufficientCredits);
      await queue.enqueueSolve({ solutionId: id }, trx);
    });
    return (await findSolution(db, id))?.status ?? 'DELETED';
  };

  return {
    async createUploadUrl(
      user: UserRow,
      request: GenerateUploadUrlRequest,
    ): Promise<GenerateUploadUrlResponse> {
      const id = randomUUID();
      const key = `uploads/${user.id}/${id}`;
      const post = await storage.createPresignedPost({
        key,
        contentType: request.original_image_type,
        maxBytes: MAX_UPLOAD_BYTES,
        expiresInSeconds: UPLOAD_URL_SECONDS,
      });
      await insertSolution(db, {
        id,
        userId: user.id,
        grade: request.grade,
        language: request.language,
        imageName: request.original_image_name,
        contentType: request.original_image_type,
        imageKey: key,
      });
      return {
        solution_id: id,
        data: { url: post.url, fields: post.fields, image_uri: storage.objectUri(key) },
      };
    },

    /**
     * Accepts the stored upload only if its bytes are an image we take; otherwise fails the record.
     * The upload form stays valid for minutes after this check, so the checked bytes are moved to a
     * key no form can write, named by their checksum: what the solver reads and history shows is
     * exactly what was checked.
     */
    async completeUpload(user: UserRow, id: string): Promise<{ status: SolutionStatus }> {
      const row = await owned(user, id);
      if (row.status !== 'PENDING_UPLOAD') return { status: row.status };
      const refuse = async (status: number, detail: string): Promise<never> => {
        await transitionStatus(db, id, 'PENDING_UPLOAD', 'FAILED', { error: detail });
        throw new AppError(status, detail);
      };
      const object = await storage.getObject(row.image_key);
      if (!object) return refuse(422, IMAGE_MESSAGES.missing);
      const verdict = await checkUploadedImage(object.body);
      if (!verdict.ok) {
        await storage.deleteObject(row.image_key);
        return refuse(verdict.status, verdict.detail);
      }
      const checkedKey = `photos/${user.id}/${id}/${createHash('sha256').update(object.body).digest('hex').slice(0, 32)}`;
      await storage.putObject(checkedKey, object.body, verdict.type);
      const accepted = await transitionStatus(db, id, 'PENDING_UPLOAD', 'UPLOADED', {
        image_content_type: verdict.type,
        image_key: checkedKey,
      });
      if (!accepted) {
        // A parallel call decided first; keep only the photo its row points to.
        const now = await findSolution(db, id);
        if (now?.image_key !== checkedKey) await storage.deleteObject(checkedKey);
        return { status: now?.status ?? 'DELETED' };
      }
      await storage.deleteObject(row.image_key);
      return { status: 'UPLOADED' };
    },

    start,

    /** Starts the solve (see `start`), then waits for the outcome (a typed task's too: solve-text started it). */
    async solve(user: UserRow, id: string): Promise<{ status: SolutionStatus }> {
      await start(user, id);
      const row = await waitWhileSolving(db, id, container.config.solveWaitSeconds);
      return { status: row ? visibleStatus(row) : 'DELETED' };
    },
  };
}
