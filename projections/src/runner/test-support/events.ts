import { aNewEvent } from '@akwaaba/infra/eventstore/new-event.testing';
import type { AppendResult, EventStore, NewEvent } from '@akwaaba/infra/eventstore/port';
import { TICK } from './counter-projection';

export const tick = (data: Record<string, unknown> = {}, type = TICK): NewEvent => aNewEvent(type, data);

/** The data of a UserRegistered event: the person's name, and an e-mail made from it. */
export const registered = (userId: string, firstName: string, lastName: string) => ({
  userId,
  email: `${firstName.toLowerCase()}@akwaaba.test`,
  firstName,
  lastName,
});

/**
 * Appends `perStream` Tick events to each of `streams` streams, `perAppend` per
 * call, plus one event of another type per append (the projection must ignore it).
 */
export async function appendTicks(
  store: EventStore,
  options: { streams: number; perStream: number; perAppend?: number; prefix?: string },
): Promise<AppendResult> {
  const perAppend = options.perAppend ?? options.perStream;
  let last: AppendResult | undefined;
  for (let s = 0; s < options.streams; s++) {
    for (let done = 0; done < options.perStream; done += perAppend) {
      const count = Math.min(perAppend, options.perStream - done);
      const events = [...Array.from({ length: count }, () => tick()), tick({}, 'Ignored')];
      last = await store.appendToStream(`${options.prefix ?? 'stream'}-${s}`, events);
    }
  }
  if (!last) throw new Error('appendTicks appended nothing');
  return last;
}

/** Keeps appending single Tick events to random streams until stopped; resolves with how many. */
export function keepAppending(
  store: EventStore,
  options: { streams: number; everyMs: number; prefix?: string },
) {
  let stopped = false;
  let appended = 0;
  const done = (async () => {
    while (!stopped) {
      const stream = `${options.prefix ?? 'live'}-${Math.floor(Math.random() * options.streams)}`;
      await store.appendToStream(stream, [tick()]);
      appended++;
      await new Promise((resolve) => setTimeout(resolve, options.everyMs));
    }
    return appended;
  })();
  return {
    stop: async () => {
      stopped = true;
      return done;
    },
  };
}
