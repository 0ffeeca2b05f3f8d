import type { ServerResponse } from 'node:http';
import {
  checkpointToPosition,
  comparePositions,
  type Position,
  positionToCheckpoint,
} from '@akwaaba/infra/eventstore/port';
import { SESSION_ENDED_CHANNEL, type SessionStore } from '@akwaaba/infra/sessions/session-store';
import {
  type LiveEntry,
  liveEntries,
  notificationsCheckpoint,
  notificationsReadModel,
  POSITION_CHANNEL,
} from '@akwaaba/projections';
import pg from 'pg';
import type { BaseLogger } from 'pino';

/** A comment now and then keeps proxies and phones' networks from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** How long to wait before listening again after the connection to Postgres was lost. */
const RECONNECT_MS = 1_000;

/** The session a page's stream was opened in: it ends with it. */
export interface LiveSession {
  userId: string;
  tokenHash: string;
}

/** One open page of a signed-in user, and the last event it was sent. */
interface LiveStream {
  session: LiveSession;
  response: ServerResponse;
  lastSent: Position | null;
}

/**
 * The live updates of one API instance: every open page (a Server-Sent Events stream) of
 * every signed-in user, fed from the notifications read model's live feed. It listens on
 * the projections' checkpoint channel; when the read model's checkpoint moves, it reads the
 * feed's entries for the users connected here, between where it had read and the new
 * checkpoint, once for all of them, and writes each to its user's streams. Every instance
 * does the same from the same Postgres, so any number of them works, and nothing polls.
 *
 * An entry's id is its position in the event log: a page reconnecting with Last-Event-ID is
 * sent what came after it. All reads and sends run one after another, so a stream never gets
 * an entry twice or out of order.
 *
 * A stream ends with its session (signing out, a password reset, a suspension). Ending a
 * session announces it on the sessions' channel, which the same connection listens to, so every
 * instance closes that session's streams at once, with no query per delivery. What an
 * announcement cannot tell (a session that lapsed by time, one ended while this instance was
 * listening again, or as its stream was being opened) each heartbeat asks Postgres, in one
 * query for all the streams here: a stream outlives its session by a heartbeat at most.
 */
export class LiveHub {
  /** The streams of each user, whose feed entries they are sent. */
  private readonly streams = new Map<string, Set<LiveStream>>();
  /** The same streams by session (token hash), to end them with it. */
  private readonly bySession = new Map<string, Set<LiveStream>>();
  /** Where the feed has been read to, for the streams connected here. */
  private cursor: Position | null = null;
  private queue: Promise<void> = Promise.resolve();
  private listener: pg.Client | null = null;
  private starting: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private reconnect: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly sessions: Pick<SessionStore, 'liveAmong'>,
    private readonly log: Pick<BaseLogger, 'warn' | 'error'>,
    private readonly heartbeatMs = HEARTBEAT_MS,
  ) {}

  /** How many pages are connected to this instance. */
  get connections(): number {
    let count = 0;
    for (const set of this.streams.values()) count += set.size;
    return count;
  }

  /**
   * Adds an open page: first sends what came after `lastEventId` (a reconnect), then
   * everything new. Resolves once it is registered.
   */
  async open(session: LiveSession, response: ServerResponse, lastEventId: string | undefined): Promise<void> {
    await this.start();
    const { userId } = session;
    const stream: LiveStream = { session, response, lastSent: null };
    response.on('close', () => this.remove(stream));
    await this.serially(async () => {
      const resumeAfter = parseEventId(lastEventId);
      /** The id the page holds now: what it sent, or the last entry sent to it here. */
      let pageHolds = resumeAfter;
      if (resumeAfter && this.cursor && comparePositions(resumeAfter, this.cursor) < 0) {
        stream.lastSent = resumeAfter;
        this.send(stream, await liveEntries(this.pool, [userId], resumeAfter, this.cursor));
        pageHolds = stream.lastSent;
      }
      // What comes next starts after the cursor, or after what the page saw (through another instance).
      stream.lastSent = later(this.cursor, resumeAfter);
      // Tells the page where it is, so a reconnect before anything happens resumes from here.
      const moved = stream.lastSent && (!pageHolds || comparePositions(stream.lastSent, pageHolds) !== 0);
      const id = moved && stream.lastSent ? `id: ${positionToCheckpoint(stream.lastSent)}\n` : '';
      write(response, `${id}event: ready\ndata: {}\n\n`);
      addTo(this.streams, userId, stream);
      addTo(this.bySession, session.tokenHash, stream);
    });
  }

  /** Ends the streams of sessions that ended; the pages' reconnects are refused (401). */
  private endSessions(tokenHashes: Iterable<string>) {
    for (const tokenHash of tokenHashes)
      for (const stream of this.bySession.get(tokenHash) ?? []) {
        this.remove(stream);
        stream.response.end();
      }
  }

  /** Asks Postgres which sessions with streams here are still live, and ends the others' streams. */
  private async checkSessions(): Promise<void> {
    const open = [...this.bySession.keys()];
    if (open.length === 0) return;
    const live = await this.sessions.liveAmong(open);
    this.endSessions(open.filter((tokenHash) => !live.has(tokenHash)));
  }

  /** Ends every stream and stops listening (the app is closing). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.reconnect) clearTimeout(this.reconnect);
    for (const set of this.streams.values()) for (const stream of set) stream.response.end();
    this.streams.clear();
    this.bySession.clear();
    await this.queue;
    this.releaseListener();
  }

  private remove(stream: LiveStream) {
    removeFrom(this.streams, stream.session.userId, stream);
    removeFrom(this.bySession, stream.session.tokenHash, stream);
  }

  private start(): Promise<void> {
    this.starting ??= this.listen().then(() => {
      this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs);
      this.heartbeat.unref();
    });
    return this.starting;
  }

  private async listen(): Promise<void> {
    // A connection of its own, outside the pool: it listens for as long as the instance runs.
    const client = new pg.Client(this.pool.options);
    await client.connect();
    client.on('notification', (message) => {
      if (message.channel === SESSION_ENDED_CHANNEL) return this.endSessions([message.payload ?? '']);
      const [name, , checkpoint] = (message.payload ?? '').split(' ');
      if (name !== notificationsReadModel.name) return;
      const upTo = checkpointToPosition(checkpoint);
      if (upTo) void this.serially(() => this.readUpTo(upTo));
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    await client.query(`LISTEN ${POSITION_CHANNEL}; LISTEN ${SESSION_ENDED_CHANNEL}`);
    this.listener = client;
    // A move made before LISTEN took effect is caught here; one after it, by the notification.
    const reached = await notificationsCheckpoint(this.pool);
    await this.serially(async () => {
      if (this.cursor === null) this.cursor = reached;
      else if (reached) await this.readUpTo(reached);
    });
    // So are sessions that ended while this instance was not listening (or at the next heartbeat).
    await this.checkSessions().catch((error) => this.sessionsUnchecked(error));
  }

  private lost(client: pg.Client, error?: Error) {
    if (this.listener !== client || this.closed) return;
    this.log.warn({ err: error }, 'live updates lost their Postgres connection; listening again');
    this.releaseListener();
    const retry = () => {
      this.reconnect = null;
      if (this.closed) return;
      this.listen().catch((failure) => {
        this.log.warn({ err: failure }, 'live updates could not listen yet');
        this.reconnect = setTimeout(retry, RECONNECT_MS);
      });
    };
    this.reconnect = setTimeout(retry, RECONNECT_MS);
  }

  private releaseListener() {
    const client = this.listener;
    this.listener = null;
    if (!client) return;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
  }

  /** Reads the feed for the users connected here, from the cursor to `upTo`, and sends it. */
  private async readUpTo(upTo: Position): Promise<void> {
    if (this.cursor && comparePositions(upTo, this.cursor) <= 0) return;
    const users = [...this.streams.keys()];
    const entries = await liveEntries(this.pool, users, this.cursor, upTo);
    this.cursor = upTo;
    const byUser = new Map<string, LiveEntry[]>();
    for (const entry of entries) byUser.set(entry.userId, [...(byUser.get(entry.userId) ?? []), entry]);
    for (const [userId, theirs] of byUser)
      for (const stream of this.streams.get(userId) ?? []) this.send(stream, theirs);
  }

  /**
   * Writes entries the stream has not had, in order. Entries of one event share its position:
   * only the last of them carries the id, so a reconnect never resumes in the middle of one.
   */
  private send(stream: LiveStream, entries: readonly LiveEntry[]) {
    const fresh = entries.filter(
      (entry) => !stream.lastSent || comparePositions(entry.position, stream.lastSent) > 0,
    );
    let text = '';
    fresh.forEach((entry, i) => {
      const next = fresh[i + 1];
      const last = !next || comparePositions(next.position, entry.position) !== 0;
      const id = last ? `id: ${positionToCheckpoint(entry.position)}\n` : '';
      text += `${id}event: ${entry.kind}\ndata: ${JSON.stringify(entry.data)}\n\n`;
    });
    if (text === '') return;
    stream.lastSent = fresh.at(-1)!.position;
    write(stream.response, text);
  }

  private beat() {
    for (const set of this.streams.values())
      for (const stream of set) write(stream.response, ': still here\n\n');
    this.checkSessions().catch((error) => this.sessionsUnchecked(error));
  }

  private sessionsUnchecked(error: unknown) {
    this.log.warn(
      { err: error },
      'live updates could not check their sessions; trying at the next heartbeat',
    );
  }

  /** Runs `work` after everything queued before it; a failure is logged, and the next work still runs. */
  private serially(work: () => Promise<void>): Promise<void> {
    const run = this.queue.then(work);
    this.queue = run.catch((error) => this.log.error({ err: error }, 'live updates could not read the feed'));
    return run;
  }
}

function addTo(map: Map<string, Set<LiveStream>>, key: string, stream: LiveStream) {
  const set = map.get(key) ?? new Set();
  map.set(key, set.add(stream));
}

function removeFrom(map: Map<string, Set<LiveStream>>, key: string, stream: LiveStream) {
  const set = map.get(key);
  set?.delete(stream);
  if (set?.size === 0) map.delete(key);
}

function write(response: ServerResponse, text: string) {
  if (!response.writableEnded && !response.destroyed) response.write(text);
}

const later = (a: Position | null, b: Position | null) =>
  !a ? b : !b ? a : comparePositions(a, b) >= 0 ? a : b;

/** A Last-Event-ID header: a position this instance (or another) sent; anything else is ignored. */
function parseEventId(id: string | undefined): Position | null {
  if (!id || !/^\d{1,20}:\d{1,20}$/.test(id)) return null;
  return checkpointToPosition(id);
}
