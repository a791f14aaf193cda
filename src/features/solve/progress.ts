/** docs/product.md: 5 after the upload URL, the upload adds up to 80, 85 uploaded, 90 solved, 100 fetched. */
export const PROGRESS = {
  start: 0,
  uploadUrl: 5,
  uploaded: 85,
  solved: 90,
  fetched: 100,
} as const;

const UPLOAD_SHARE = PROGRESS.uploaded - PROGRESS.uploadUrl;

/** Progress while the photo uploads: 5 + up to 80, by the share of bytes sent. */
export function uploadProgress(loaded: number, total: number): number {
  if (!(total > 0)) return PROGRESS.uploadUrl;
  const share = Math.min(Math.max(loaded / total, 0), 1);
  return PROGRESS.uploadUrl + Math.round(share * UPLOAD_SHARE);
}

export type SolveStage = 'preparing' | 'uploading' | 'checking' | 'solving' | 'fetching';

/** The stage the progress value stands for, named under the bar. */
export function stageOf(progress: number, uploadCompleted: boolean): SolveStage {
  if (progress < PROGRESS.uploadUrl) return 'preparing';
  if (progress < PROGRESS.uploaded) return 'uploading';
  if (progress < PROGRESS.solved) return uploadCompleted ? 'solving' : 'checking';
  return 'fetching';
}
