import type { Decider, DomainEvent } from '@akwaaba/domain';
import { READ_AFTER_HEADER } from '@akwaaba/domain/shared/contract';
import {
  type CommandResult,
  type CommandStep,
  commandStep,
  type HandleCommandOptions,
  handleCommands,
} from '@akwaaba/infra/commands/command-handler';
import {
  checkpointToPosition,
  comparePositions,
  type Position,
  positionToCheckpoint,
} from '@akwaaba/infra/eventstore/port';
import { type ReadModelRef, readModelsChangedBy, waitForProjections } from '@akwaaba/projections';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

/** How long a command's response, or a read after it, may wait for the read models to show its events. */
const READ_YOUR_WRITES_TIMEOUT_MS = 3000;

/**
 * When a command's own user sees its events in the read models: before the command is answered
 * (the default), or on their next read, which waits for them (READ_AFTER_HEADER). The second
 * answers sooner under load; it suits a command whose user is sent elsewhere first (a booking
 * goes to the payment page) and whose answer needs nothing from the read models.
 */
export type ReadYourWrites = 'before-answer' | 'on-next-read';

export interface RunCommandOptions extends Pick<HandleCommandOptions, 'maxAttempts' | 'conflictMessage'> {
  readYourWrites?: ReadYourWrites;
}

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
      options?: HandleCommandOptions & RunCommandOptions,
    ): Promise<CommandResult<Event>>;
    /**
     * runCommand for a use case that changes several streams at once (handleCommands):
     * one atomic write, then the same read-your-writes for all its events.
     */
    runCommands(
      request: FastifyRequest,
      reply: FastifyReply,
      steps: readonly CommandStep[],
      readModels: readonly ReadModelRef[],
      options?: RunCommandOptions,
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
      if (options?.readYourWrites !== 'on-next-read') await waitForReadModels(request, last, changed);
      else if (changed.length > 0)
        reply.header(
          READ_AFTER_HEADER,
          `${positionToCheckpoint(last)} ${changed.map((readModel) => readModel.name).join(',')}`,
        );
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

/**
 * A read route's preHandler: when the request carries a write of its caller's that was answered
 * before the read models showed it (READ_AFTER_HEADER), waits, bounded as a command's wait is,
 * until those of `readModels` that take the write show it. A request without one, or with one
 * this route does not read, is not held up; a malformed one is ignored, as it only ever asks to wait.
 */
export function readsCallersWrites(readModels: readonly ReadModelRef[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const written = writtenBefore(request);
    if (!written) return;
    const waitFor = readModels.filter((readModel) => written.readModels.includes(readModel.name));
    await request.server.waitForReadModels(request, written.position, waitFor);
  };
}

/** The position and read model names of READ_AFTER_HEADER, or null when absent or malformed. */
function writtenBefore(request: FastifyRequest): { position: Position; readModels: string[] } | null {
  const header = request.headers[READ_AFTER_HEADER];
  const match = typeof header === 'string' ? /^(\d+:\d+) ([a-z0-9_,]+)$/.exec(header) : null;
  if (!match) return null;
  const position = checkpointToPosition(match[1]);
  return position && { position, readModels: match[2]!.split(',') };
}
