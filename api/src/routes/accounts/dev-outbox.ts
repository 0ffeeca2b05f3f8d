import { opsContract } from '@akwaaba/domain/operations/operations.contract';
import { escapeHtml } from '@akwaaba/domain/shared/html';
import { readOutbox } from '@akwaaba/infra/mail/dev-outbox';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { schemaOf } from '../../plugins/valibot-schemas';
import { addRoute } from '../add-route';

const OutboxQuery = opsContract.devOutbox.query;

/** Plain text with its web addresses made into links (escaped first, so nothing else becomes markup). */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * Development only (registered when NODE_ENV is not production): the e-mails the
 * product "sent" without an SMTP server, newest first, as JSON for tests and tools and
 * as a small page for people. In production these routes do not exist.
 */
export async function devOutboxRoutes(app: FastifyInstance) {
  const list = (query: v.InferOutput<typeof OutboxQuery>) =>
    readOutbox(app.deps.pool, { to: query.to, limit: Math.min(Math.max(query.limit ?? 50, 1), 200) });

  addRoute(app, opsContract.devOutbox, async (request) =>
    (await list(request.query)).map(({ to, subject, text, sentAt }) => ({ to, subject, text, sentAt })),
  );

  app.get<{ Querystring: v.InferOutput<typeof OutboxQuery> }>(
    '/dev/outbox',
    { schema: { querystring: schemaOf(OutboxQuery) } },
    async (request, reply) => {
      const mails = await list(request.query);
      const filter = request.query.to ? ` to ${escapeHtml(request.query.to)}` : '';
      const items = mails
        .map(
          (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p>To <strong>${escapeHtml(mail.to)}</strong>, <time datetime="${mail.sentAt}">${escapeHtml(mail.sentAt.replace('T', ' ').slice(0, 19))} UTC</time></p>
<pre>${linkify(mail.text)}</pre>
</article><hr>`,
        )
        .join('\n');
      const body = mails.length > 0 ? items : `<p>No e-mails${filter} yet.</p>`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development outbox | Akwaaba Drive</title></head>
<body>
<h1>Development outbox${filter}</h1>
<p>E-mails Akwaaba Drive sent while no SMTP server is configured, newest first. <a href="/dev/outbox">All e-mails</a> · <a href="/">Back to Akwaaba Drive</a></p>
${body}
</body></html>`);
    },
  );
}
