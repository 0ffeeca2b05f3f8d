import { opsContract } from '@akwaaba/domain/operations/operations.contract';
import { escapeHtml } from '@akwaaba/domain/shared/html';
import { phoneNumberE164 } from '@akwaaba/domain/shared/phone-number';
import { readSmsOutbox } from '@akwaaba/infra/sms/dev-sms-outbox';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { schemaOf } from '../../plugins/valibot-schemas';
import { addRoute } from '../add-route';

const SmsQuery = opsContract.devSms.query;

/**
 * Development only (registered when NODE_ENV is not production), beside the e-mail outbox: the
 * SMS the product "sent" without Hubtel, newest first, as JSON for tests and tools and as a
 * small page for people. In production these routes do not exist.
 */
export async function devSmsRoutes(app: FastifyInstance) {
  // A number as a person types it ('024 412 3456') finds the SMS to its E.164 form.
  const list = (query: v.InferOutput<typeof SmsQuery>) =>
    readSmsOutbox(app.deps.pool, {
      to: query.to ? (phoneNumberE164(query.to) ?? query.to) : undefined,
      limit: Math.min(Math.max(query.limit ?? 50, 1), 200),
    });

  addRoute(app, opsContract.devSms, async (request) =>
    (await list(request.query)).map(({ to, text, segments, sentAt }) => ({ to, text, segments, sentAt })),
  );

  app.get<{ Querystring: v.InferOutput<typeof SmsQuery> }>(
    '/dev/sms',
    { schema: { querystring: schemaOf(SmsQuery) } },
    async (request, reply) => {
      const messages = await list(request.query);
      const filter = request.query.to ? ` to ${escapeHtml(request.query.to)}` : '';
      const items = messages
        .map(
          (sms) => `<article>
<p>To <strong>${escapeHtml(sms.to)}</strong>, <time datetime="${sms.sentAt}">${escapeHtml(sms.sentAt.replace('T', ' ').slice(0, 19))} UTC</time>, ${sms.segments} ${sms.segments === 1 ? 'part' : 'parts'}</p>
<pre>${escapeHtml(sms.text)}</pre>
</article><hr>`,
        )
        .join('\n');
      const body = messages.length > 0 ? items : `<p>No SMS${filter} yet.</p>`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development SMS | Akwaaba Drive</title></head>
<body>
<h1>Development SMS${filter}</h1>
<p>SMS Akwaaba Drive sent while Hubtel is not configured, newest first. <a href="/dev/sms">All SMS</a> · <a href="/dev/outbox">E-mails</a> · <a href="/">Back to Akwaaba Drive</a></p>
${body}
</body></html>`);
    },
  );
}
