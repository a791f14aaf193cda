/** A second reader whose stuck job is dropped with its worker, so the next photo's check waits for none of it. */
import { describe, expect, it } from 'vitest';
import type { GrayImage } from '../ocr/gray-image.js';
import { restartingReader } from './restarting-reader.js';
import type { SecondReader } from './tesseract-reader.js';

const image: GrayImage = { width: 1, height: 1, data: new Uint8Array(1) };

/** A worker like tesseract's: one job at a time, in order; `stuck` jobs never finish. */
function worker(name: string, stuck: boolean) {
  let queue = Promise.resolve();
  const w = {
    closed: false,
    read: () => {
      const job = queue.then(() =>
        stuck ? new Promise<never>(() => undefined) : { text: name, confidence: 90 },
      );
      queue = job.then(() => undefined);
      return job;
    },
    close: () => ((w.closed = true), Promise.resolve()),
  };
  return w satisfies SecondReader;
}

describe('restartingReader', () => {
  it('reads the next job on a fresh worker once a stuck one is abandoned, and closes the stuck one', async () => {
    const stuck = worker('first', true);
    const started: string[] = [];
    const reader = restartingReader(async () => (started.push('fresh'), worker('fresh', false)), stuck);
    const late = reader.read(image, 10);
    const raced = await Promise.race([late, new Promise((r) => setTimeout(() => r('timed out'), 20))]);
    expect(raced).toBe('timed out');
    // Without abandoning, the next job would wait behind the stuck one for ever.
    reader.abandon();
    expect(started).toEqual(['fresh']);
    await expect(reader.read(image, 10)).resolves.toEqual({ text: 'fresh', confidence: 90 });
    expect(stuck.closed).toBe(true);
  });

  it('starts a fresh worker after one that failed to start, without being abandoned', async () => {
    let tries = 0;
    const reader = restartingReader(async () => {
      tries++;
      if (tries === 1) throw new Error('no worker');
      return worker('second', false);
    });
    await expect(reader.read(image, 10)).rejects.toThrow('no worker');
    await expect(reader.read(image, 10)).resolves.toMatchObject({ text: 'second' });
    expect(tries).toBe(2);
    await reader.close();
  });

  it('does not restart a worker still starting: the reads waiting for it are dropped instead', async () => {
    let release: (r: SecondReader) => void = () => undefined;
    let tries = 0;
    const reader = restartingReader(
      () => (tries++, new Promise<SecondReader>((resolve) => (release = resolve))),
    );
    const waiting = reader.read(image, 10);
    reader.abandon();
    expect(tries).toBe(1);
    release(worker('slow', false));
    await expect(waiting).rejects.toThrow('dropped');
    await expect(reader.read(image, 10)).resolves.toMatchObject({ text: 'slow' });
    await reader.close();
  });
});
