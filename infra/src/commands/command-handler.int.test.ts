import { randomUUID } from 'node:crypto';
import { type Decider, systemActor } from '@akwaaba/domain';
import { describe, expect, it, vi } from 'vitest';
import { useEventStoreDatabase } from '../../../test/database';
import { handleCommand } from './command-handler';

type Command = { type: 'Open'; by: string };
type Event = { type: 'TabOpened'; data: { by: string } } | { type: 'TabJoined'; data: { by: string } };
/** Opens a tab on a fresh stream; on an existing one, joins it instead. */
const tab: Decider<string[], Command, Event> = {
  initialState: [],
  decide: (command, state) => [
    { type: state.length === 0 ? 'TabOpened' : 'TabJoined', data: { by: command.by } },
  ],
  evolve: (state, event) => [...state, event.data.by],
};
const context = { actor: systemActor, correlationId: 'c', causationId: null };

describe('handleCommand with newStream or streamAsRead', () => {
  const t = useEventStoreDatabase();

  it('appends to a fresh stream without reading it first', async () => {
    const stream = `tab-${randomUUID()}`;
    const reads = vi.spyOn(t.store, 'readStream');
    const result = await handleCommand(t.store, tab, stream, { type: 'Open', by: 'ama' }, context, {
      newStream: true,
    });
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
    expect(result.events).toEqual([{ type: 'TabOpened', data: { by: 'ama' } }]);
    expect((await t.store.readStream(stream)).map((e) => e.type)).toEqual(['TabOpened']);
  });

  it('decides again on the stream as read when it exists after all', async () => {
    const stream = `tab-${randomUUID()}`;
    await handleCommand(t.store, tab, stream, { type: 'Open', by: 'kofi' }, context);
    const result = await handleCommand(t.store, tab, stream, { type: 'Open', by: 'ama' }, context, {
      newStream: true,
    });
    expect(result.events).toEqual([{ type: 'TabJoined', data: { by: 'ama' } }]);
    expect((await t.store.readStream(stream)).map((e) => e.type)).toEqual(['TabOpened', 'TabJoined']);
  });

  it('decides on the stream as the caller read it, without reading it again', async () => {
    const stream = `tab-${randomUUID()}`;
    await handleCommand(t.store, tab, stream, { type: 'Open', by: 'kofi' }, context);
    const streamAsRead = await t.store.readStream(stream);
    const reads = vi.spyOn(t.store, 'readStream');
    const result = await handleCommand(t.store, tab, stream, { type: 'Open', by: 'ama' }, context, {
      streamAsRead,
    });
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
    expect(result.events).toEqual([{ type: 'TabJoined', data: { by: 'ama' } }]);
  });

  it('decides again on the stream as it is when it moved after the caller read it', async () => {
    const stream = `tab-${randomUUID()}`;
    const streamAsRead = await t.store.readStream(stream); // nothing yet
    await handleCommand(t.store, tab, stream, { type: 'Open', by: 'kofi' }, context);
    const result = await handleCommand(t.store, tab, stream, { type: 'Open', by: 'ama' }, context, {
      streamAsRead,
    });
    expect(result.events).toEqual([{ type: 'TabJoined', data: { by: 'ama' } }]);
    expect((await t.store.readStream(stream)).map((e) => e.data)).toEqual([{ by: 'kofi' }, { by: 'ama' }]);
  });
});
