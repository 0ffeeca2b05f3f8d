import net from 'node:net';

/** A phone's link, as Lighthouse's mobile preset models it (slow 4G: 150 ms round trip, 1.6 Mbps down, 750 Kbps up). */
export const SLOW_4G = { rttMs: 150, downKbps: 1638.4, upKbps: 750 };

export interface SlowLink {
  /** The product's address through the link. */
  url: string;
  /** Ends every open connection: the next visit connects anew, as a phone coming back later does. */
  dropConnections(): void;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of the product that behaves like a slow phone link for everything the
 * browser sends through it, the service worker's own fetches included (DevTools' network
 * throttling applies to a page's requests only): each byte arrives half a round trip after it
 * was sent, no faster than the link's rate in its direction, and a new connection waits one
 * round trip for its handshake.
 */
export async function startSlowLink(target: string, link = SLOW_4G): Promise<SlowLink> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    const opened = Date.now() + link.rttMs;
    relay(client, upstream, link.upKbps, opened);
    relay(upstream, client, link.downKbps, opened);
    const fail = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', fail).on('close', () => sockets.delete(client));
    upstream.on('error', fail).on('close', () => sockets.delete(upstream));
  });

  /**
   * Sends `from`'s bytes on to `to` half a round trip later, queued behind earlier ones at the
   * link's rate, in order (one queue drained by one timer: timers of their own could reorder).
   */
  function relay(from: net.Socket, to: net.Socket, kbps: number, opened: number) {
    let linkFreeAt = opened;
    const queue: { at: number; chunk: Buffer | null }[] = [];
    let scheduled = false;
    const schedule = () => {
      scheduled = true;
      setTimeout(drain, queue[0]!.at - Date.now());
    };
    const drain = () => {
      scheduled = false;
      while (queue.length > 0 && queue[0]!.at <= Date.now()) {
        const { chunk } = queue.shift()!;
        if (to.destroyed) continue;
        if (chunk) to.write(chunk);
        else to.end();
      }
      if (queue.length > 0) schedule();
    };
    const send = (chunk: Buffer | null) => {
      if (chunk) linkFreeAt = Math.max(Date.now(), linkFreeAt) + (chunk.length * 8) / kbps; // kbps: bits a ms
      queue.push({ at: Math.max(Date.now(), linkFreeAt) + link.rttMs / 2, chunk });
      if (!scheduled) schedule();
    };
    from.on('data', send);
    from.on('end', () => send(null));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    dropConnections() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
