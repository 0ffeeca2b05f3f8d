import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/*
 * A fake of Hubtel's SMS API for tests, following its documented shapes: Basic auth with the
 * client id and secret; POST /v1/messages/send with JSON { From, To, Content } answering
 * { messageId, rate, status: 0, networkId, clientReference, statusDescription }; GET
 * /v1/messages/{id} answering the delivery ({ messageId, content, status, updateTime, time,
 * to, from, rate }). It refuses bad credentials with 401 and a missing field or a bad number
 * with 400, as Hubtel does; a test scripts other answers (a 500, a 429, silence) with `next`.
 */

/** A request the fake received. */
export interface HubtelRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown> | null;
}

/** An answer a test scripts for the next send: a status and body, or none at all (a timeout). */
export type ScriptedAnswer = { status: number; body: unknown } | 'no-answer';

export interface FakeHubtel {
  url: string;
  requests: HubtelRequest[];
  /** The sends received (POST /v1/messages/send), in order. */
  sends(): HubtelRequest[];
  /** Answers the next sends with these, in order, before answering as Hubtel would. */
  next(...answers: ScriptedAnswer[]): void;
  /** Answers sends in Hubtel's wrapped shape `{ message, responseCode, data }` from now on. */
  wrapAnswers(wrapped: boolean): void;
  close(): Promise<void>;
}

/** GSM-7 0.03 cedi a message, as a Ghanaian network charges. */
export const FAKE_RATE = 0.03;

export async function startFakeHubtel(credentials: {
  clientId: string;
  clientSecret: string;
}): Promise<FakeHubtel> {
  const expected = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
  const requests: HubtelRequest[] = [];
  const scripted: ScriptedAnswer[] = [];
  const sent = new Map<string, { to: string; from: string; content: string; time: string }>();
  const hanging = new Set<ServerResponse>();
  let wrapped = false;
  let count = 0;

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: Record<string, unknown> | null = null;
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    } catch {}
    const request: HubtelRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body,
    };
    requests.push(request);
    if (request.authorization !== expected) return answer(res, 401, { message: 'Unauthorized' });

    if (request.method === 'POST' && request.url === '/v1/messages/send') {
      const script = scripted.shift();
      if (script === 'no-answer') {
        hanging.add(res);
        return;
      }
      if (script) return answer(res, script.status, script.body);
      const { From, To, Content } = body ?? {};
      if (typeof From !== 'string' || typeof Content !== 'string' || Content === '')
        return answer(res, 400, { message: 'From, To and Content are required' });
      if (typeof To !== 'string' || !/^\+?233\d{9}$/.test(To))
        return answer(res, 400, { message: `Invalid destination: ${String(To)}` });
      count += 1;
      const messageId = `fake-${String(count).padStart(4, '0')}-4a8c-b1e2`;
      sent.set(messageId, { to: To, from: From, content: Content, time: new Date().toISOString() });
      const data = {
        rate: FAKE_RATE,
        messageId,
        status: 0,
        networkId: '62001',
        clientReference: null,
        statusDescription: 'request submitted successfully',
      };
      return answer(res, 201, wrapped ? { message: 'Success', responseCode: '0000', data } : data);
    }

    const status = /^\/v1\/messages\/([^/]+)$/.exec(request.url);
    if (request.method === 'GET' && status) {
      const message = sent.get(decodeURIComponent(status[1]!));
      if (!message) return answer(res, 404, { message: 'Not found' });
      return answer(res, 200, {
        messageId: status[1],
        rate: FAKE_RATE,
        units: 1,
        status: 'Delivered',
        updateTime: message.time,
        time: message.time,
        to: message.to,
        from: message.from,
        content: message.content,
      });
    }
    answer(res, 404, { message: 'Not found' });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => answer(res, 500, { message: 'fake failed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sends: () => requests.filter((r) => r.method === 'POST' && r.url === '/v1/messages/send'),
    next: (...answers) => scripted.push(...answers),
    wrapAnswers: (value) => {
      wrapped = value;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
