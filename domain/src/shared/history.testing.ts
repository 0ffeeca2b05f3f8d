import type { Actor } from './actor';
import type { Decider, DomainEvent } from './decider';
import { PHOTO_COPY_WIDTHS, type PhotoVariants } from './photo-widths';

/*
 * A feature's history: what its users, hosts, admins and the product's own jobs do over time,
 * as commands through the feature's real deciders. Each feature keeps its history beside its
 * domain code (`<feature>.history.testing.ts`); the crash/rebuild test
 * (test/read-models-crash.int.test.ts) gathers them all from one list
 * (test/support/product-history.ts) and checks that every event type a projection takes is
 * appended, so a new event type's steps go in its feature's history.
 */

/**
 * What a history needs of whoever appends it: commands handled as the product's command
 * handler handles them (read the stream, decide, append, retry on a conflict), each in a
 * chain of its own.
 */
export interface HistoryRunner {
  /** Runs `command` as the actor it names; resolves with the events it appended (none when nothing changed). */
  handle<State, Command extends { actor: Actor }, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    stream: string,
    command: Command,
  ): Promise<{ events: readonly Event[] }>;
  /**
   * Runs a command that names no actor (the product's own handlers send those) as `actor`,
   * retrying a conflict up to `maxAttempts` times where many scripts share the stream.
   */
  handleAs<State, Command, Event extends DomainEvent>(
    actor: Actor,
    decider: Decider<State, Command, Event>,
    stream: string,
    command: Command,
    options?: { maxAttempts?: number },
  ): Promise<{ events: readonly Event[] }>;
  /** The stream's state now, as its decider folds it. */
  stateOf<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    stream: string,
  ): Promise<State>;
}

/**
 * One step of a script (one person's or one car's doings): the test runs every script's first
 * step at once, then every second step, and so on, so the streams interleave in the log.
 */
export type HistoryStep = () => Promise<unknown>;

/** A step that does nothing this round: it keeps a script's later steps in their rounds. */
export const skip: HistoryStep = async () => {};

/**
 * Where the photo workers' copies of `image` are said to be when a history records them: the
 * read models keep whatever path the worker records.
 */
export function photoCopies(image: string): PhotoVariants {
  const stem = image.replace(/\.[a-z0-9]+$/i, '');
  return {
    thumbnail: `${stem}-w${PHOTO_COPY_WIDTHS.thumbnail}.webp`,
    large: `${stem}-w${PHOTO_COPY_WIDTHS.large}.webp`,
  };
}
