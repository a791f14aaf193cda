/** Maps a stored solution row to the API's solution record (epoch seconds, the product's field names). */
import type { Selectable } from 'kysely';
import type { SolutionRecord } from '../../../contract/index.js';
import type { SolutionsTable } from '../../db/schema.js';

export type SolutionRow = Selectable<SolutionsTable>;

export const toEpochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export function toSolutionRecord(row: SolutionRow, imageUrl: string): SolutionRecord {
  return {
    id: row.id,
    timestamp: toEpochSeconds(row.created_at),
    grade: row.grade,
    language: row.language,
    s3_image_url: imageUrl || null,
    solution_jsonb: row.solution_json,
    s3_solution_image_url: null,
  };
}
