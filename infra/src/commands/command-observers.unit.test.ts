import { conflict, type Decider, systemActor } from '@akwaaba/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AppendResult,
  type EventStore,
  ExpectedRevisionConflictError,
  type RecordedEvent,
  type StreamAppend,
} from '../eventstore/port';
import { type CommandOutcome, handleCommand, observeCommands } from './command-handler';

type Command = { type: 'Add'; n: number } | { type: 'Noop' } | { type: 'Refuse' };
type Event = { type: 'Added'; data: { n: number } };
const counter: Decider<number, Command, Event> = {
  initialState: 0,
  decide(command) {
    if (command.type === 'Refuse') throw conflict('No.');
    return command.type === 'Add' ? [{ type: 'Added', data: { n: command.n } }] : [];
  },
  evolve: (state, event) => state + event.data.n,
};

/** A store whose appends conflict `conflicts` times, then succeed; or always fail with `failure`. */
function fakeStore(options: { conflicts?: number; failure?: Error } = {}): EventStore {
  let conflicts = options.conflicts ?? 0;
  // Only the two calls the command handler makes: the rest of the port is never reached.
  return {
    readStream: async () => [] as RecordedEvent[],
    async appendToStreams([append]: readonly StreamAppend[]): Promise<AppendResult[]> {
      if (options.failure) throw options.failure;
      if (conflicts-- > 0) throw new ExpectedRevisionConflictError(append!.streamName, 'no_stream', 0);
      return [{ nextExpectedRevision: 0, position: { commit: 1n, prepare: 1n } }];
    },
  } as unknown as EventStore;
}

const context = { actor: systemActor, correlationId: 'c', causationId: null };
let stop: (() => void) | undefined;
afterEach(() => stop?.());

function observed(): CommandOutcome[] {
  const outcomes: CommandOutcome[] = [];
  stop = observeCommands((o) => outcomes.push(o));
  return outcomes;
}

describe('command observers', () => {
  it('hear every outcome with the command type, attempts and duration', async () => {
    const outcomes = observed();
    await handleCommand(fakeStore(), counter, 's', { type: 'Add', n: 1 }, context);
    await handleCommand(fakeStore(), counter, 's', { type: 'Noop' }, context);
    await expect(handleCommand(fakeStore(), counter, 's', { type: 'Refuse' }, context)).rejects.toThrow(
      'No.',
    );
    await handleCommand(fakeStore({ conflicts: 2 }), counter, 's', { type: 'Add', n: 1 }, context);
    await expect(
      handleCommand(fakeStore({ conflicts: 9 }), counter, 's', { type: 'Add', n: 1 }, context, {
        maxAttempts: 3,
      }),
    ).rejects.toBeInstanceOf(ExpectedRevisionConflictError);
    await expect(
      handleCommand(fakeStore({ failure: new Error('down') }), counter, 's', { type: 'Add', n: 1 }, context),
    ).rejects.toThrow('down');

    expect(
      outcomes.map(({ commandType, outcome, errorKind, attempts }) => [
        commandType,
        outcome,
        errorKind,
        attempts,
      ]),
    ).toEqual([
      ['Add', 'accepted', null, 1],
      ['Noop', 'unchanged', null, 1],
      ['Refuse', 'rejected', 'conflict', 1],
      ['Add', 'accepted', null, 3],
      ['Add', 'conflict', null, 3],
      ['Add', 'failed', null, 1],
    ]);
    for (const o of outcomes) expect(o.durationSeconds).toBeGreaterThanOrEqual(0);
  });

  it('never let a throwing observer change the command, and stop when asked', async () => {
    const outcomes = observed();
    const stopThrowing = observeCommands(() => {
      throw new Error('observer bug');
    });
    const result = await handleCommand(fakeStore(), counter, 's', { type: 'Add', n: 2 }, context);
    expect(result.events).toEqual([{ type: 'Added', data: { n: 2 } }]);
    stopThrowing();
    stop?.();
    await handleCommand(fakeStore(), counter, 's', { type: 'Add', n: 2 }, context);
    expect(outcomes).toHaveLength(1);
  });
});
