import type { Subscription } from './port';

/**
 * The subscriptions a store has handed out that are still open, so that closing
 * the store first closes them (and waits for their running handlers).
 */
export class OpenSubscriptions {
  private readonly open = new Set<Subscription>();

  /** A subscription whose close() runs `stop` and then no longer counts as open. */
  add(stop: () => Promise<void>): Subscription {
    const subscription: Subscription = {
      close: async () => {
        await stop();
        this.open.delete(subscription);
      },
    };
    this.open.add(subscription);
    return subscription;
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.open].map((s) => s.close()));
  }
}
