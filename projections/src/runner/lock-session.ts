import type pg from 'pg';
import { LockNamespace, tryLock, unlock } from './locks';

/**
 * A dedicated connection holding a projection's runner lock. The runner
 * writes its batches on this connection: if the connection dies, the lock and
 * any open transaction die with it, so a runner can never commit without the lock.
 */
export class LockSession {
  lost = false;
  /** Called once when the connection fails. */
  onLost: (() => void) | null = null;

  /** A checked-out client emitting 'error' unheard would crash the process. */
  private readonly onClientError = () => {
    if (this.lost) return;
    this.lost = true;
    this.onLost?.();
  };

  private constructor(
    readonly client: pg.PoolClient,
    private readonly name: string,
  ) {
    client.on('error', this.onClientError);
  }

  /** The session when the lock was free, null when another runner holds it. */
  static async tryAcquire(pool: pg.Pool, name: string): Promise<LockSession | null> {
    const session = new LockSession(await pool.connect(), name);
    try {
      if (await tryLock(session.client, LockNamespace.runner, name)) return session;
      session.giveBack(false);
      return null;
    } catch (error) {
      session.giveBack(true);
      throw error;
    }
  }

  /** Unlocks and returns the connection, or discards it if it failed. */
  async release(): Promise<void> {
    if (this.lost) {
      this.giveBack(true);
      return;
    }
    try {
      await unlock(this.client, LockNamespace.runner, this.name);
      this.giveBack(false);
    } catch {
      this.giveBack(true);
    }
  }

  private giveBack(discard: boolean) {
    this.client.removeListener('error', this.onClientError);
    // A discarded client may still report its failure: keep that from crashing the process.
    if (discard) this.client.on('error', () => {});
    this.client.release(discard);
  }
}
