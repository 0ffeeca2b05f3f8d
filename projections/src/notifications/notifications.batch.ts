import type { NotificationKind } from '@akwaaba/domain/notifications/notification-kinds';
import type pg from 'pg';

/** What a notification names, beside its kind and recipient. */
export interface NotificationRefs {
  bookingId?: string | null;
  carId?: string | null;
  conversationId?: string | null;
  actorId?: string | null;
  amount?: number | null;
}

/** The parts of a recorded event a step needs: its id, its place in the log and its time. */
export interface StepEvent {
  id: string;
  position: { commit: bigint; prepare: bigint };
  metadata: { timestamp: string };
}

/**
 * What one event does to the notifications read model, its recipients already known: the
 * steps are decided from the events and the parties alone, then run in memory against the
 * rows they touch (see NotificationsBatch).
 */
export type Step =
  | {
      do: 'notify';
      event: StepEvent;
      userId: string;
      kind: NotificationKind;
      refs: NotificationRefs;
      /** The notification's id when its event makes another one too (the event's id otherwise). */
      id?: string;
    }
  /** A message: one notification per unread conversation, whose count grows. */
  | {
      do: 'message';
      event: StepEvent;
      userId: string;
      conversationId: string;
      carId: string | null;
      senderId: string;
    }
  | { do: 'read-conversation'; event: StepEvent; userId: string; conversationId: string; readAt: string }
  /** Marks read the user's notifications among `ids` (all when null) made by `readAt`. */
  | { do: 'read'; event: StepEvent; userId: string; ids: string[] | null; readAt: string }
  | { do: 'live'; event: StepEvent; userIds: string[]; kind: string; data: object }
  | { do: 'choose-emails'; userId: string; emailsOff: string[] }
  | { do: 'choose-texts'; userId: string; smsOn: string[] };

/** Who is on a booking, car, conversation or payout, by its id. */
export interface Parties {
  renter_id: string | null;
  host_id: string;
  car_id: string | null;
  booking_id: string | null;
  detail: unknown;
}

/** A notification's row as this read model writes it. */
interface Row {
  id: string;
  user_id: string;
  kind: string;
  booking_id: string | null;
  car_id: string | null;
  conversation_id: string | null;
  actor_id: string | null;
  amount: number | null;
  count: number;
  created_at: string;
  read_at: string | null;
  position_commit: string;
  position_prepare: string;
}

interface LiveEntry {
  position_commit: string;
  position_prepare: string;
  ordinal: number;
  user_id: string;
  kind: string;
  data: object;
  at: string;
}

/** How long the live feed keeps an entry: a page reconnecting later reads its data afresh anyway. */
const LIVE_FEED_DAYS = 2;

/**
 * One batch of the notifications read model, applied set-based: it reads what the batch's
 * events need in three statements (their parties, the recipients' unread counts, and the
 * unread rows that reads and messages change), runs the steps in memory, and writes each
 * table once. Reads come first: a transaction holds back every reader of the Postgres
 * event store from its first write to its commit (ADR 0008), so the writes are kept to a
 * few statements at the end. Per event and per round trip, this read model used to hold
 * every other one back for most of a busy batch.
 */
export class NotificationsBatch {
  /** Parties by id, as loaded and as the batch's events left them. */
  readonly parties = new Map<string, Parties>();
  private readonly changedParties = new Set<string>();
  private readonly unread = new Map<string, number>();
  private readonly changedCounts = new Set<string>();
  private readonly rows = new Map<string, Row>();
  private readonly changedRows = new Set<Row>();
  private readonly feed: LiveEntry[] = [];
  private readonly emailsOff = new Map<string, string[]>();
  private readonly smsOn = new Map<string, string[]>();
  /** The event the last live entry was written for, and how many it has: an entry's place among its event's. */
  private entriesOf: { eventId: string; count: number } = { eventId: '', count: 0 };

  constructor(
    private readonly client: pg.PoolClient,
    private readonly table: (logical: string) => string,
  ) {}

  async loadParties(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const { rows } = await this.client.query<Parties & { id: string }>(
      `select id, renter_id, host_id, car_id, booking_id, detail from ${this.table('notification_parties')}
        where id = any($1::text[])`,
      [[...new Set(ids)]],
    );
    for (const { id, ...parties } of rows) this.parties.set(id, parties);
  }

  /** Records who is on something; as the row's upsert does, a known id only takes the new detail. */
  remember(id: string, who: Omit<Parties, 'detail'> & { detail?: object }): void {
    const known = this.parties.get(id);
    if (known) known.detail = who.detail ?? null;
    else this.parties.set(id, { ...who, detail: who.detail ?? null });
    this.changedParties.add(id);
  }

  /** Loads the unread counts of everyone the steps tell, and the unread rows that reads and messages change. */
  async loadUnread(steps: readonly Step[]): Promise<void> {
    const counted = new Set<string>();
    const readers = new Set<string>();
    const pairs: [string, string][] = [];
    for (const step of steps) {
      if (step.do === 'live' || step.do === 'choose-emails' || step.do === 'choose-texts') continue;
      counted.add(step.userId);
      if (step.do === 'read') readers.add(step.userId);
      if (step.do === 'message' || step.do === 'read-conversation')
        pairs.push([step.userId, step.conversationId]);
    }
    if (counted.size === 0) return;
    const notifications = this.table('notifications');
    const counts = await this.client.query<{ user_id: string; unread: number }>(
      `select user_id, unread from ${this.table('unread_counts')} where user_id = any($1::uuid[])`,
      [[...counted]],
    );
    for (const user of counted) this.unread.set(user, 0);
    for (const { user_id, unread } of counts.rows) this.unread.set(user_id, unread);
    if (readers.size === 0 && pairs.length === 0) return;
    const unread = await this.client.query<Omit<Row, 'created_at' | 'read_at'> & { created_at: Date }>(
      `select id, user_id, kind, booking_id, car_id, conversation_id, actor_id, amount, count, created_at,
              position_commit::text as position_commit, position_prepare::text as position_prepare
         from ${notifications}
        where read_at is null
          and (user_id = any($1::uuid[])
               or (kind = 'message' and (user_id, conversation_id) in (select * from unnest($2::uuid[], $3::uuid[]))))`,
      [[...readers], pairs.map(([user]) => user), pairs.map(([, conversation]) => conversation)],
    );
    for (const row of unread.rows)
      this.rows.set(row.id, { ...row, created_at: row.created_at.toISOString(), read_at: null });
  }

  /** Runs one step on the rows in memory. */
  run(step: Step) {
    switch (step.do) {
      case 'notify':
        return this.notify(step.event, step.userId, step.kind, step.refs, step.id);
      case 'message': {
        const open = this.unreadMessages(step.userId, step.conversationId);
        if (open.length === 0) {
          return this.notify(step.event, step.userId, 'message', {
            conversationId: step.conversationId,
            carId: step.carId,
            actorId: step.senderId,
          });
        }
        for (const row of open) {
          row.count += 1;
          row.actor_id = step.senderId;
          this.moveTo(row, step.event);
        }
        return this.countChanged(step.event, step.userId);
      }
      case 'read-conversation':
        return this.markRead(
          step.event,
          step.userId,
          this.unreadMessages(step.userId, step.conversationId),
          step.readAt,
        );
      case 'read': {
        const ids = step.ids && new Set(step.ids.map((id) => id.toLowerCase()));
        const readBy = Date.parse(step.readAt);
        const chosen = [...this.rows.values()].filter(
          (row) =>
            row.user_id === step.userId &&
            row.read_at === null &&
            (!ids || ids.has(row.id)) &&
            Date.parse(row.created_at) <= readBy,
        );
        return this.markRead(step.event, step.userId, chosen, step.readAt);
      }
      case 'live':
        return this.live(step.event, step.userIds, step.kind, step.data);
      case 'choose-emails':
        this.emailsOff.set(step.userId, step.emailsOff);
        return;
      case 'choose-texts':
        this.smsOn.set(step.userId, step.smsOn);
        return;
    }
  }

  private notify(
    event: StepEvent,
    userId: string,
    kind: NotificationKind,
    refs: NotificationRefs,
    id = event.id,
  ): void {
    if (!this.rows.has(id)) {
      const row: Row = {
        id,
        user_id: userId,
        kind,
        booking_id: refs.bookingId ?? null,
        car_id: refs.carId ?? null,
        conversation_id: refs.conversationId ?? null,
        actor_id: refs.actorId ?? null,
        amount: refs.amount ?? null,
        count: 1,
        created_at: event.metadata.timestamp,
        read_at: null,
        position_commit: String(event.position.commit),
        position_prepare: String(event.position.prepare),
      };
      this.rows.set(row.id, row);
      this.changedRows.add(row);
      this.countUnread(userId, +1);
    }
    this.countChanged(event, userId);
  }

  private unreadMessages(userId: string, conversationId: string): Row[] {
    return [...this.rows.values()].filter(
      (row) =>
        row.kind === 'message' &&
        row.read_at === null &&
        row.user_id === userId &&
        row.conversation_id === conversationId,
    );
  }

  /** A notification moved up: the time and place in the log of what it now tells. */
  private moveTo(row: Row, event: StepEvent) {
    row.created_at = event.metadata.timestamp;
    row.position_commit = String(event.position.commit);
    row.position_prepare = String(event.position.prepare);
    this.changedRows.add(row);
  }

  private markRead(event: StepEvent, userId: string, rows: Row[], readAt: string): void {
    if (rows.length === 0) return;
    for (const row of rows) {
      row.read_at = readAt;
      this.changedRows.add(row);
    }
    this.countUnread(userId, -rows.length);
    this.countChanged(event, userId);
  }

  private countUnread(userId: string, change: number) {
    this.unread.set(userId, (this.unread.get(userId) ?? 0) + change);
    this.changedCounts.add(userId);
  }

  /** Tells the user's open pages their unread count. */
  private countChanged(event: StepEvent, userId: string): void {
    this.live(event, [userId], 'notifications', { unreadCount: this.unread.get(userId) ?? 0 });
  }

  private live(event: StepEvent, userIds: string[], kind: string, data: object): void {
    if (this.entriesOf.eventId !== event.id) this.entriesOf = { eventId: event.id, count: 0 };
    for (const userId of userIds) {
      this.feed.push({
        position_commit: String(event.position.commit),
        position_prepare: String(event.position.prepare),
        ordinal: ++this.entriesOf.count,
        user_id: userId,
        kind,
        data,
        at: event.metadata.timestamp,
      });
    }
  }

  /** Writes each table once, then drops live feed entries older than LIVE_FEED_DAYS before the batch's last event. */
  async write(lastEventAt: string | undefined): Promise<void> {
    await this.writeParties();
    await this.writeRows();
    await this.writeCounts();
    await this.writeFeed();
    await this.writeSettings();
    if (lastEventAt) {
      await this.client.query(
        `delete from ${this.table('live_feed')} where at < $1::timestamptz - make_interval(days => $2)`,
        [lastEventAt, LIVE_FEED_DAYS],
      );
    }
  }

  private async writeParties() {
    if (this.changedParties.size === 0) return;
    const ids = [...this.changedParties];
    const of = (id: string) => this.parties.get(id)!;
    await this.client.query(
      `insert into ${this.table('notification_parties')} (id, renter_id, host_id, car_id, booking_id, detail)
       select * from unnest($1::text[], $2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[], $6::jsonb[])
       on conflict (id) do update set detail = excluded.detail`,
      [
        ids,
        ids.map((id) => of(id).renter_id),
        ids.map((id) => of(id).host_id),
        ids.map((id) => of(id).car_id),
        ids.map((id) => of(id).booking_id),
        ids.map((id) => (of(id).detail === null ? null : JSON.stringify(of(id).detail))),
      ],
    );
  }

  private async writeRows() {
    if (this.changedRows.size === 0) return;
    const rows = [...this.changedRows];
    const column = <K extends keyof Row>(key: K) => rows.map((row) => row[key]);
    await this.client.query(
      `insert into ${this.table('notifications')}
         (id, user_id, kind, booking_id, car_id, conversation_id, actor_id, amount, count, created_at, read_at,
          position_commit, position_prepare)
       select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::uuid[], $5::uuid[], $6::uuid[], $7::uuid[],
                            $8::int[], $9::int[], $10::timestamptz[], $11::timestamptz[], $12::bigint[], $13::bigint[])
       on conflict (id) do update set
         actor_id = excluded.actor_id, count = excluded.count, created_at = excluded.created_at,
         read_at = excluded.read_at, position_commit = excluded.position_commit,
         position_prepare = excluded.position_prepare`,
      [
        column('id'),
        column('user_id'),
        column('kind'),
        column('booking_id'),
        column('car_id'),
        column('conversation_id'),
        column('actor_id'),
        column('amount'),
        column('count'),
        column('created_at'),
        column('read_at'),
        column('position_commit'),
        column('position_prepare'),
      ],
    );
  }

  private async writeCounts() {
    if (this.changedCounts.size === 0) return;
    const users = [...this.changedCounts];
    await this.client.query(
      `insert into ${this.table('unread_counts')} (user_id, unread) select * from unnest($1::uuid[], $2::int[])
       on conflict (user_id) do update set unread = excluded.unread`,
      [users, users.map((user) => this.unread.get(user) ?? 0)],
    );
  }

  private async writeFeed() {
    if (this.feed.length === 0) return;
    const column = <K extends keyof LiveEntry>(key: K) => this.feed.map((entry) => entry[key]);
    await this.client.query(
      `insert into ${this.table('live_feed')} (position_commit, position_prepare, ordinal, user_id, kind, data, at)
       select * from unnest($1::bigint[], $2::bigint[], $3::int[], $4::uuid[], $5::text[], $6::jsonb[], $7::timestamptz[])`,
      [
        column('position_commit'),
        column('position_prepare'),
        column('ordinal'),
        column('user_id'),
        column('kind'),
        this.feed.map((entry) => JSON.stringify(entry.data)),
        column('at'),
      ],
    );
  }

  private async writeSettings() {
    for (const [column, chosen] of [
      ['emails_off', this.emailsOff],
      ['sms_on', this.smsOn],
    ] as const) {
      if (chosen.size === 0) continue;
      const users = [...chosen.keys()];
      await this.client.query(
        `insert into ${this.table('notification_settings')} (user_id, ${column})
         select user_id, array(select jsonb_array_elements_text(kinds)) from unnest($1::uuid[], $2::jsonb[]) as s(user_id, kinds)
         on conflict (user_id) do update set ${column} = excluded.${column}`,
        [users, users.map((user) => JSON.stringify(chosen.get(user)))],
      );
    }
  }
}
