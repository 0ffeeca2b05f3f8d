/**
 * Runs work for one key at a time within this process, in arrival order; different keys run
 * in parallel. bookCar queues its calendar append per car: requests racing for the
 * same car in one API process then take turns instead of all reading the calendar, all
 * appending, and all but one failing on the revision and retrying (a thundering herd whose
 * cost grows with the square of the crowd). Correctness does not depend on it: the append's
 * expected revision still decides between API processes.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Whether work for this key is queued or running now. */
  isBusy(key: string): boolean {
    return this.tails.has(key);
  }

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
