import type { Decider, DomainEvent } from '@akwaaba/domain';
import {
  type CommandResult,
  type CommandStep,
  commandStep,
  type HandleCommandOptions,
  handleCommands,
} from '@akwaaba/infra/commands/command-handler';
import { comparePositions, type Position, positionToCheckpoint } from '@akwaaba/infra/eventstore/port';
import { type ReadModelRef, readModelsChangedBy, waitForProjections } from '@akwaaba/projections';
import type { FastifyInstance } from 'fastify';

/** How long a command's response may wait for the read models to show its events. */
const READ_YOUR_WRITES_TIMEOUT_MS = 3000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a command for this request (see handleCommand) and, before answering,
     * waits until those of the given read models that take its events include
     * them, so the user's next GET reflects their own change (read-your-writes).
     * The position is also sent as the `x-akwaaba-position` header.
     */
    runCommand<State, Command, Event extends DomainEvent>(
      request: FastifyRequest,
      reply: FastifyReply,
      decider: Decider<State, Command, Event>,
      streamName: string,
      command: Command,
      readModels: readonly ReadModelRef[],
      options?: HandleCommandOptions,
    ): Promise<CommandResult<Event>>;
    /**
     * runCommand for a use case that changes several streams at once (handleCommands):
     * one atomic write, then the same read-your-writes wait for all its events.
     */
    runCommands(
      request: FastifyRequest,
      reply: FastifyReply,
      steps: readonly CommandStep[],
      readModels: readonly ReadModelRef[],
      options?: Pick<HandleCommandOptions, 'maxAttempts' | 'conflictMessage'>,
    ): Promise<CommandResult<DomainEvent>[]>;
    /**
     * Waits, bounded as runCommand's wait is, until the read models include the
     * event at `position` (a write made outside runCommand, such as a refund), so
     * the user's next GET reflects it. A lag is logged, not thrown: the answer
     * goes out and the next read may be stale. Resolves whether they caught up.
     */
    waitForReadModels(
      request: FastifyRequest,
      position: Position | null,
      readModels: readonly ReadModelRef[],
    ): Promise<boolean>;
  }
}

export function registerCommands(app: FastifyInstance) {
  const waitForReadModels: FastifyInstance['waitForReadModels'] = async (request, position, readModels) => {
    if (!position || readModels.length === 0) return true;
    const names = readModels.map((readModel) => readModel.name);
    const caughtUp = await waitForProjections(app.deps.pool, position, names, READ_YOUR_WRITES_TIMEOUT_MS);
    if (!caughtUp)
      request.log.warn({ readModels: names }, 'read models lag behind a command; the next read may be stale');
    return caughtUp;
  };
  app.decorate('waitForReadModels', waitForReadModels);

  const runCommands: FastifyInstance['runCommands'] = async (request, reply, steps, readModels, options) => {
    const results = await handleCommands(
      app.deps.store,
      steps,
      { actor: request.actor, correlationId: request.id, causationId: request.id },
      options,
    );
    const positions = results.flatMap((result) => (result.position ? [result.position] : []));
    if (positions.length > 0) {
      const last = positions.reduce((a, b) => (comparePositions(a, b) >= 0 ? a : b));
      reply.header('x-akwaaba-position', positionToCheckpoint(last));
      // A read model that takes none of these events already shows what they did; it may be
      // moving its checkpoint past them lazily (the Postgres event store nudges it later).
      const eventTypes = results.flatMap((result) => result.events.map((event) => event.type));
      const changed = app.deps.projections
        ? readModelsChangedBy(app.deps.projections, readModels, eventTypes)
        : readModels;
      await waitForReadModels(request, last, changed);
    }
    return results;
  };
  app.decorate('runCommands', runCommands);

  app.decorate('runCommand', async function runCommand(
    request,
    reply,
    decider,
    streamName,
    command,
    readModels,
    options,
  ) {
    const [result] = await runCommands(
      request,
      reply,
      [commandStep(decider, streamName, command, options)],
      readModels,
      options,
    );
    return result;
  } as FastifyInstance['runCommand']);
}
