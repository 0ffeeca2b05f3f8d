import { randomUUID } from 'node:crypto';
import { conflict, type Decider, systemActor } from '@akwaaba/domain';
import { describe, expect, it, vi } from 'vitest';
import { useEventStoreDatabase } from '../../../test/database';
import { commandStep, handleCommand, handleCommands } from './command-handler';

type Command = { type: 'Open'; by: string } | { type: 'Refuse' };
type Event = { type: 'TabOpened'; data: { by: string } } | { type: 'TabJoined'; data: { by: string } };
/** Opens a tab on a fresh stream; on an existing one, joins it instead. */
const tab: Decider<string[], Command, Event> = {
  initialState: [],
  decide(command, state) {
    if (command.type === 'Refuse') throw conflict('This tab is closed.');
    return [{ type: state.length === 0 ? 'TabOpened' : 'TabJoined', data: { by: command.by } }];
  },
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

describe('handleCommands', () => {
  const t = useEventStoreDatabase();
  const types = async (stream: string) => (await t.store.readStream(stream)).map((e) => e.type);

  it('decides every step on its own stream and appends them all in one write', async () => {
    const [first, second] = [`tab-${randomUUID()}`, `tab-${randomUUID()}`];
    await handleCommand(t.store, tab, second, { type: 'Open', by: 'kofi' }, context);
    const appends = vi.spyOn(t.store, 'appendToStreams');

    const results = await handleCommands(
      t.store,
      [
        commandStep(tab, first, { type: 'Open', by: 'ama' }, { newStream: true }),
        commandStep(tab, second, { type: 'Open', by: 'ama' }),
      ],
      context,
    );

    expect(appends).toHaveBeenCalledTimes(1);
    appends.mockRestore();
    expect(results.map((r) => r.events.map((e) => e.type))).toEqual([['TabOpened'], ['TabJoined']]);
    expect([await types(first), await types(second)]).toEqual([['TabOpened'], ['TabOpened', 'TabJoined']]);
  });

  it('appends nothing anywhere when a later step is refused', async () => {
    const [first, second] = [`tab-${randomUUID()}`, `tab-${randomUUID()}`];
    await expect(
      handleCommands(
        t.store,
        [commandStep(tab, first, { type: 'Open', by: 'ama' }), commandStep(tab, second, { type: 'Refuse' })],
        context,
      ),
    ).rejects.toThrow('This tab is closed.');
    expect([await types(first), await types(second)]).toEqual([[], []]);
  });

  it('reads and decides every step again when one of its streams moved meanwhile', async () => {
    const [first, second] = [`tab-${randomUUID()}`, `tab-${randomUUID()}`];
    const secondAsRead = await t.store.readStream(second); // nothing yet
    await handleCommand(t.store, tab, second, { type: 'Open', by: 'kofi' }, context);

    await handleCommands(
      t.store,
      [
        commandStep(tab, first, { type: 'Open', by: 'ama' }, { newStream: true }),
        commandStep(tab, second, { type: 'Open', by: 'ama' }, { streamAsRead: secondAsRead }),
      ],
      context,
    );

    expect([await types(first), await types(second)]).toEqual([['TabOpened'], ['TabOpened', 'TabJoined']]);
  });
});
