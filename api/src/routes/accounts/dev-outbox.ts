import { opsContract } from '@akwaaba/domain/operations/operations.contract';
import { notFound } from '@akwaaba/domain/shared/errors';
import { escapeHtml } from '@akwaaba/domain/shared/html';
import { type OutboxEntry, readOutbox, readOutboxAttachment } from '@akwaaba/infra/mail/dev-outbox';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { schemaOf } from '../../plugins/valibot-schemas';
import { addRoute } from '../add-route';

const OutboxQuery = opsContract.devOutbox.query;

/** Plain text with its web addresses made into links (escaped first, so nothing else becomes markup). */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** Where one file of an outbox e-mail downloads from. */
const attachmentUrl = (mail: OutboxEntry, index: number) => `/api/dev/outbox/${mail.id}/attachments/${index}`;

/** An e-mail's files, as the JSON lists them: each with its download address. */
const attachmentsOf = (mail: OutboxEntry) =>
  mail.attachments.map((file, index) => ({ ...file, url: attachmentUrl(mail, index) }));

/** The page's line of an e-mail's files: a download link each, with its type and size. */
function attachmentsLine(mail: OutboxEntry): string {
  if (mail.attachments.length === 0) return '';
  const links = mail.attachments.map(
    (file, index) =>
      `<a href="${attachmentUrl(mail, index)}" download="${escapeHtml(file.filename)}">${escapeHtml(file.filename)}</a> (${escapeHtml(file.contentType)}, ${file.size} bytes)`,
  );
  return `<p>Attached: ${links.join(' · ')}</p>\n`;
}

/** A file name safe inside a Content-Disposition header's quotes. */
const headerFilename = (filename: string) => filename.replace(/[^\w.-]/g, '_');

/**
 * Development only (registered when NODE_ENV is not production): the e-mails the
 * product "sent" without an SMTP server, newest first, as JSON for tests and tools and
 * as a small page for people. In production these routes do not exist.
 */
export async function devOutboxRoutes(app: FastifyInstance) {
  const list = (query: v.InferOutput<typeof OutboxQuery>) =>
    readOutbox(app.deps.pool, { to: query.to, limit: Math.min(Math.max(query.limit ?? 50, 1), 200) });

  addRoute(app, opsContract.devOutbox, async (request) =>
    (await list(request.query)).map((mail) => ({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      sentAt: mail.sentAt,
      attachments: attachmentsOf(mail),
    })),
  );

  addRoute(app, opsContract.devOutboxAttachment, async (request, reply) => {
    const file = await readOutboxAttachment(app.deps.pool, request.params.id, request.params.index);
    if (!file) throw notFound('No such file in the outbox.');
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${headerFilename(file.filename)}"`)
      .header('cache-control', 'no-store')
      .send(file.content);
  });

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
${attachmentsLine(mail)}</article><hr>`,
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
<p>E-mails Akwaaba Drive sent while no SMTP server is configured, newest first. <a href="/dev/outbox">All e-mails</a> · <a href="/dev/sms">SMS</a> · <a href="/">Back to Akwaaba Drive</a></p>
${body}
</body></html>`);
    },
  );
}
