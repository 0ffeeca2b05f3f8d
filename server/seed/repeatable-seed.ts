import { createHash } from 'node:crypto';
import { DomainError } from '@akwaaba/domain';

/*
 * What makes seeding safe to repeat, shared by the demo accounts and the demo cars: the same
 * names give the same ids, and a step already done is skipped.
 */

/** A stable id from a name, so seeding twice finds the same cars instead of duplicating them. */
export function stableId(name: string): string {
  const h = createHash('sha256').update(`akwaaba-demo:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** True when the command ran; false when it was already done (a conflict): seeding again changes nothing. */
export async function ranUnlessDone(command: Promise<unknown>): Promise<boolean> {
  try {
    await command;
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'conflict') return false;
    throw error;
  }
}
