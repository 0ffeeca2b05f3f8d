/** One Server-Sent Event as a page's EventSource would see it. */
export interface LiveEvent {
  id: string | null;
  event: string;
  data: unknown;
}

/**
 * A page's live stream (GET /api/live) read the way a browser's EventSource reads it: events
 * are collected as they arrive; `next` waits for one that matches. `lastEventId` is the id a
 * reconnecting EventSource sends.
 */
export async function openLive(url: string, cookie: string, lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: {
      cookie,
      accept: 'text/event-stream',
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  let lastId: string | null = lastEventId ?? null;
  let buffer = '';
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = block.split('\n').filter((line) => line !== '' && !line.startsWith(':'));
          const field = (name: string) =>
            fields.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? null;
          const id = field('id');
          if (id !== null) lastId = id;
          const event = field('event');
          if (event !== null) events.push({ id, event, data: JSON.parse(field('data') ?? 'null') });
          for (const wake of waiters) wake();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    /** The id the stream would resume from. */
    lastId: () => lastId,
    /** The first event after `from` (an index into `events`) that matches, waiting up to `timeoutMs`. */
    async next(match: (event: LiveEvent) => boolean, timeoutMs = 5_000, from = 0): Promise<LiveEvent> {
      const started = Date.now();
      for (;;) {
        const found = events.slice(from).find(match);
        if (found) return found;
        const left = timeoutMs - (Date.now() - started);
        if (left <= 0)
          throw new Error(`no matching live event in ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    /** Whether the server ends the stream within `timeoutMs`. */
    endsWithin(timeoutMs: number): Promise<boolean> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      return Promise.race([reading.then(() => true as const), timeout]).finally(() => clearTimeout(timer));
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
