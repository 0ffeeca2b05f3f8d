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

  private constructor(
    readonly client: pg.PoolClient,
    private readonly name: string,
  ) {}

  /** The session when the lock was free, null when another runner holds it. */
  static async tryAcquire(pool: pg.Pool, name: string): Promise<LockSession | null> {
    const client = await pool.connect();
    const session = new LockSession(client, name);
    // Kept for the client's whole life: a pooled client emitting 'error' unheard crashes the process.
    client.on('error', () => session.markLost());
    try {
      if (await tryLock(client, LockNamespace.runner, name)) return session;
      client.release();
      return null;
    } catch (error) {
      client.release(true);
      throw error;
    }
  }

  private markLost() {
    if (this.lost) return;
    this.lost = true;
    this.onLost?.();
  }

  /** Unlocks and returns the connection, or discards it if it failed. */
  async release(): Promise<void> {
    if (this.lost) {
      this.client.release(true);
      return;
    }
    try {
      await unlock(this.client, LockNamespace.runner, this.name);
      this.client.release();
    } catch {
      this.client.release(true);
    }
  }
}
