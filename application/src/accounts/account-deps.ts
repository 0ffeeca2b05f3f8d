import type { Actor, Decider, DomainEvent } from '@akwaaba/domain';
import {
  type CommandContext,
  type CommandResult,
  handleCommand,
} from '@akwaaba/infra/commands/command-handler';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import type { AppSecrets } from '@akwaaba/infra/secrets/app-secret';

/**
 * Runs one command on one stream (see handleCommand). The API passes one that also
 * waits for its read models (read-your-writes); the CLI and the seed run directly.
 */
export type RunCommand = <State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
  streamName: string,
  command: Command,
) => Promise<CommandResult<Event>>;

/** What the account services need. */
export interface AccountDeps {
  store: EventStore;
  secrets: AppSecrets;
  run: RunCommand;
  /** Who asks: the visitor or user of the request, or the product itself. */
  actor: Actor;
  now?: () => Date;
}

/** A RunCommand straight on the store, for the CLI and the seed (no read model to wait for). */
export const runOnStore =
  (store: EventStore, context: CommandContext): RunCommand =>
  (decider, streamName, command) =>
    handleCommand(store, decider, streamName, command, context);

export const nowOf = (deps: Pick<AccountDeps, 'now'>) => (deps.now?.() ?? new Date()).toISOString();
