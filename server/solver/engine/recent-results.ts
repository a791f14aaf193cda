/**
 * The latest results of a pure function kept for the same arguments again (normalizeTask, the
 * Cyrillic reading's nearest word): bounded, the oldest going first when it is full, so a
 * long-running worker's memory stays flat.
 */
export class RecentResults<V> {
  private readonly results = new Map<string, V>();

  constructor(private readonly kept: number) {}

  get(key: string): V | undefined {
    return this.results.get(key);
  }

  /** Keeps `value` for `key` and gives it back. */
  remember(key: string, value: V): V {
    if (this.results.size >= this.kept) this.results.delete(this.results.keys().next().value!);
    this.results.set(key, value);
    return value;
  }
}
