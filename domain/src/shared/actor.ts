/** Who asked for a command. Recorded on every event as part of the audit trail. */
export type ActorRole = 'anonymous' | 'user' | 'admin' | 'system';

export interface Actor {
  readonly userId: string | null;
  readonly role: ActorRole;
}

export const systemActor: Actor = { userId: null, role: 'system' };
