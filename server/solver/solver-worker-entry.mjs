// Worker-thread entry. On Node 20 the parent's `--import tsx` hooks do not reach worker threads,
// so the worker registers tsx itself before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./solver-worker.ts');
