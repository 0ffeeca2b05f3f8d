import type { Decider, DomainEvent } from '@akwaaba/domain';
import {
  type CommandResult,
  type HandleCommandOptions,
  handleCommand,
} from '@akwaaba/infra/commands/command-handler';
import { positionToCheckpoint } from '@akwaaba/infra/eventstore/port';
import { waitForProjections } from '@akwaaba/projections';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** How long a command's response may wait for the read models to show its events. */
const READ_YOUR_WRITES_TIMEOUT_MS = 3000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a command for this request (see handleCommand) and, before answering,
     * waits until the named read models include its events, so the user's next
     * GET reflects their own change (read-your-writes). The position is also
     * sent as the `x-akwaaba-position` header.
     */
    runCommand<State, Command, Event extends DomainEvent>(
      request: FastifyRequest,
      reply: FastifyReply,
      decider: Decider<State, Command, Event>,
      streamName: string,
      command: Command,
      readModels: readonly string[],
      options?: HandleCommandOptions,
    ): Promise<CommandResult<Event>>;
  }
}

export function registerCommands(app: FastifyInstance) {
  app.decorate('runCommand', async function runCommand(
    request,
    reply,
    decider,
    streamName,
    command,
    readModels,
    options,
  ) {
    const result = await handleCommand(
      app.deps.store,
      decider,
      streamName,
      command,
      { actor: request.actor, correlationId: request.id, causationId: request.id },
      options,
    );
    if (result.position) {
      reply.header('x-akwaaba-position', positionToCheckpoint(result.position));
      const caughtUp = await waitForProjections(
        app.deps.pool,
        result.position,
        readModels,
        READ_YOUR_WRITES_TIMEOUT_MS,
      );
      if (!caughtUp)
        request.log.warn({ readModels }, 'read models lag behind a command; the next read may be stale');
    }
    return result;
  } as FastifyInstance['runCommand']);
}
