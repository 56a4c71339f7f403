import { and, desc, eq } from 'drizzle-orm';
import {
  errorSchema,
  idParamsSchema,
  invoiceFileName,
  type MailboxMessage,
  mailboxQuerySchema,
  mailboxSchema,
} from '@storefront/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { type MailOutboxRow, mailOutbox } from '../../db/schema';
import { forwarded, isLoopback } from '../../lib/client-address';
import { escapeHtml } from '../../lib/escape-html';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import type { InvoiceData } from '../invoices';
import { mailAttachments, mailInvoices } from './attachments';
import { formatDateTime } from './templates/format';

const MAILBOX_LIMIT = 100;

/**
 * The built-in mailbox of the embedded default (no SMTP_URL, not in production): the e-mails
 * this store "sent", to read on this machine. Registered only then; elsewhere these paths 404.
 * It shows reset links, so it answers loopback clients only, even outside production: by the
 * connection's own address, never one a proxy names (TRUST_PROXY believes X-Forwarded-For for
 * rate limits; a client can put 127.0.0.1 in it), and nothing a proxy passed on at all (a proxy
 * on this machine connects from 127.0.0.1 for anyone).
 */
export const mailboxRoutes: FastifyPluginAsyncZod<{
  db: Database;
  /** The path the API is mounted at, for the attachments' addresses. */
  apiPath: string;
  renderInvoice: (data: InvoiceData) => Promise<Buffer>;
}> = async (app, { db, apiPath, renderInvoice }) => {
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.socket.remoteAddress ?? '') || forwarded(request)) {
      throw new ForbiddenError('The built-in mailbox answers only on this machine (localhost).');
    }
  });

  /** The mails as the mailbox shows them, with the files each carried. */
  async function withAttachments(rows: MailOutboxRow[]): Promise<MailboxMessage[]> {
    const invoices = await mailInvoices(db, rows);
    return rows.map((row) => {
      const invoice = invoices.get(row.id);
      return toMailboxMessage(
        row,
        invoice
          ? [
              {
                filename: invoiceFileName(invoice.number),
                contentType: 'application/pdf',
                url: `${apiPath}/dev/mailbox/view/${row.id}/invoice.pdf`,
              },
            ]
          : [],
      );
    });
  }

  /** One mail of the mailbox; 404 when the store's mailbox has no such mail. */
  async function sentMail(storeId: number, id: number): Promise<MailOutboxRow> {
    const [row] = await db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.id, id),
          eq(mailOutbox.storeId, storeId),
          eq(mailOutbox.status, 'sent'),
          eq(mailOutbox.transport, 'mailbox'),
        ),
      )
      .limit(1);
    if (!row) throw new NotFoundError('No such e-mail in the mailbox');
    return row;
  }

  async function messages(storeId: number, to?: string): Promise<MailOutboxRow[]> {
    return db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.storeId, storeId),
          eq(mailOutbox.status, 'sent'),
          eq(mailOutbox.transport, 'mailbox'),
          to ? eq(mailOutbox.recipient, to.trim().toLowerCase()) : undefined,
        ),
      )
      .orderBy(desc(mailOutbox.id))
      .limit(MAILBOX_LIMIT);
  }

  app.get(
    '/dev/mailbox',
    {
      schema: {
        summary:
          'The built-in mailbox: e-mails sent without SMTP_URL, newest first (not in production)',
        tags: ['dev'],
        querystring: mailboxQuerySchema,
        response: { 200: mailboxSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return withAttachments(await messages(request.store.id, request.query.to));
    },
  );

  app.get(
    '/dev/mailbox/view',
    { schema: { hide: true, querystring: mailboxQuerySchema } },
    async (request, reply) => {
      const rows = await withAttachments(await messages(request.store.id, request.query.to));
      const items = rows
        .map(
          (mail) =>
            `<li><a href="view/${mail.id}"><strong>${escapeHtml(mail.subject)}</strong></a>` +
            `<span>to ${escapeHtml(mail.to)} · ${escapeHtml(formatDateTime(mail.createdAt))}</span>` +
            attachmentLinks(mail) +
            `</li>`,
        )
        .join('\n');
      return sendPage(
        reply,
        'Mailbox',
        `<h1>Mailbox</h1>
<p>E-mails this shop sent. Without <code>SMTP_URL</code> they stay here instead of going out; set <code>SMTP_URL</code> and <code>MAIL_FROM</code> to send them through a mail server.</p>
${rows.length ? `<ul>${items}</ul>` : '<p><em>No e-mails yet.</em> Register or place an order to see one here.</p>'}`,
      );
    },
  );

  app.get(
    '/dev/mailbox/view/:id',
    {
      schema: {
        hide: true,
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const [mail] = await withAttachments([await sentMail(request.store.id, request.params.id)]);
      if (!mail) throw new NotFoundError('No such e-mail in the mailbox');
      return sendPage(
        reply,
        mail.subject,
        `<p><a href="../view">← Mailbox</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Sent</dt><dd>${escapeHtml(formatDateTime(mail.createdAt))}</dd></dl>
${attachmentLinks(mail)}
<h2>HTML</h2>
<iframe title="The e-mail as HTML" sandbox srcdoc="${escapeHtml(mail.html)}"></iframe>
<h2>Plain text</h2>
<pre>${escapeHtml(mail.text)}</pre>`,
      );
    },
  );

  app.get(
    '/dev/mailbox/view/:id/invoice.pdf',
    { schema: { hide: true, params: idParamsSchema } },
    async (request, reply) => {
      const [file] = await mailAttachments(
        db,
        await sentMail(request.store.id, request.params.id),
        renderInvoice,
      );
      if (!file) throw new NotFoundError('This e-mail carries no invoice');
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );
};

function toMailboxMessage(
  row: MailOutboxRow,
  attachments: MailboxMessage['attachments'],
): MailboxMessage {
  return {
    id: row.id,
    to: row.recipient,
    subject: row.subject ?? '',
    text: row.textBody ?? '',
    html: row.html ?? '',
    createdAt: (row.sentAt ?? row.createdAt).toISOString(),
    attachments,
  };
}

/** Links to a mail's files, for the mailbox's pages. */
function attachmentLinks(mail: MailboxMessage): string {
  if (mail.attachments.length === 0) return '';
  const links = mail.attachments
    .map(
      (file) =>
        `<a href="${escapeHtml(file.url)}" download="${escapeHtml(file.filename)}">${escapeHtml(file.filename)}</a>`,
    )
    .join(', ');
  return `<span>Attached: ${links}</span>`;
}

/**
 * A page of the mailbox. The mail's own HTML is shown in a sandboxed frame (no script, its own
 * origin); its inline styles need 'unsafe-inline', which this page allows for styles only.
 */
function sendPage(reply: FastifyReply, title: string, body: string) {
  return reply
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src http: https: data:; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    )
    .type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;padding:1rem}
main{background:#fff;border-radius:1rem;max-width:48rem;margin:0 auto;padding:1.5rem}
ul{list-style:none;padding:0}li{border-top:1px solid #e2e8f0;padding:.75rem 0;display:flex;flex-direction:column;gap:.2rem}
li span,dt{color:#475569;font-size:.9rem}a{color:#0f766e}dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}dd{margin:0}
iframe{width:100%;height:70vh;border:1px solid #cbd5e1;border-radius:.5rem;background:#fff}
pre{white-space:pre-wrap;background:#f8fafc;border:1px solid #e2e8f0;border-radius:.5rem;padding:1rem}
</style>
</head>
<body><main>
${body}
</main></body>
</html>`);
}
