// `npm run bench:mail`: how fast the outbox empties (issue 17). On a throwaway PostgreSQL
// database, BENCH_MAILS (2000) welcome mails are put in the outbox, then the API's mail job (its
// claims with SKIP LOCKED, rendering on a render thread at nice 19) sends them — to the
// built-in mailbox, and over SMTP to the API tests' smtp-server, in this process, with one worker and with
// two over the same database (as two API processes would). Prints mails/s and checks that the
// SMTP server received each mail once.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, queryRows } from '../apps/api/src/db/client';
import { seedIfEmpty } from '../apps/api/src/seed';
import { createJobRunner, mailJob } from '../apps/api/src/jobs';
import {
  createMailboxTransport,
  createMailDelivery,
  createRenderThread,
  createSmtpTransport,
} from '../apps/api/src/modules/mail';
import { startSmtpServer } from '../apps/api/src/test/smtp';
import { fixed, freshPostgresDatabase, table } from './lib';

const MAILS = Number(process.env.BENCH_MAILS ?? 2000);
/** The job's warnings and errors on the console (a failed mail would also fail the run). */
const log = {
  info: () => {},
  warn: (fields: object, message: string) => console.warn(message, fields),
  error: (fields: object, message: string) => console.error(message, fields),
} as unknown as FastifyBaseLogger;

async function run(name: string, transportKind: 'mailbox' | 'smtp', workers: number) {
  const database = await freshPostgresDatabase(`storefront_bench_mail`);
  if (!database) throw new Error('no PostgreSQL server (BENCH_DATABASE_URL)');
  const handle = await openDatabase({ kind: 'postgres', url: database.url, poolMax: 10 });
  const smtp = transportKind === 'smtp' ? await startSmtpServer() : null;
  try {
    await handle.prepare((db) => seedIfEmpty(db).then(() => {}));
    const db = handle.db;
    await db.execute(sql`
      insert into mail_outbox (store_id, kind, recipient, data, message_id)
      select (select id from stores where is_default), 'welcome', 'shopper' || g || '@example.in',
             '{"firstName":"Asha"}'::jsonb, gen_random_uuid()::text
      from generate_series(1, ${MAILS}) g`);
    const threads = Array.from({ length: workers }, () => createRenderThread());
    // One job runner per "API process", each with its own render thread and transport.
    const runners = threads.map((thread) =>
      createJobRunner({
        db,
        log,
        definitions: [],
        recurring: [
          mailJob({
            db,
            delivery: createMailDelivery({
              db,
              transport: smtp
                ? createSmtpTransport(smtp.url, 'orders@bench.example.in')
                : createMailboxTransport(),
              defaultWebOrigin: 'http://localhost:3000',
              render: thread.render,
            }),
          }),
        ],
      }),
    );
    // Each render thread warms up on one mail first (it loads React Email once).
    await Promise.all(threads.map((thread) => thread.render(warmUp)));
    const started = performance.now();
    await Promise.all(
      runners.map(async (runner) => {
        while ((await runner.runDue('mail')) > 0);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await Promise.all(threads.map((thread) => thread.close()));
    const [counts] = await queryRows<{ sent: number; other: number }>(
      db,
      sql`select count(*) filter (where status = 'sent')::int as sent,
                 count(*) filter (where status <> 'sent')::int as other from mail_outbox`,
    );
    const messageIds = smtp?.received.map((mail) => mail.messageId) ?? [];
    const once = new Set(messageIds).size === messageIds.length;
    const received = smtp ? messageIds.length : counts!.sent;
    console.log(
      `${name.padEnd(34)} ${MAILS} mails in ${fixed(seconds, 1)} s: ${fixed(MAILS / seconds, 0)} mails/s; ${counts!.sent} sent, ${counts!.other} not; ${received} received${smtp ? (once ? ', each once' : ', DUPLICATES') : ''}`,
    );
    return { name, seconds, perSecond: MAILS / seconds, sent: counts!.sent, received, once };
  } finally {
    await smtp?.stop();
    await handle.close();
    await database.drop();
  }
}

const warmUp = {
  message: { kind: 'welcome' as const, data: { firstName: 'Warm' } },
  store: {
    name: 'Bench',
    logoUrl: null,
    companyName: 'Bench',
    address: 'Delhi',
    email: 'care@bench.example.in',
    phone: '+91 98110 45672',
    webOrigin: 'http://localhost:3000',
    adminUrl: 'http://localhost:8044/admin',
    apiUrl: 'http://localhost:8044/api/v1',
  },
  order: null,
};

const results = [
  await run('built-in mailbox, 1 worker', 'mailbox', 1),
  await run('SMTP (local smtp-server), 1 worker', 'smtp', 1),
  await run('SMTP (local smtp-server), 2 workers', 'smtp', 2),
];
console.log();
console.log(
  table(
    ['transport and workers', 'mails', 'seconds', 'mails/s', 'sent', 'received', 'each once'],
    results.map((r) => [
      r.name,
      String(MAILS),
      fixed(r.seconds, 1),
      fixed(r.perSecond, 0),
      String(r.sent),
      String(r.received),
      r.once ? 'yes' : 'NO',
    ]),
  ),
);
if (results.some((r) => r.sent !== MAILS || r.received !== MAILS || !r.once)) process.exitCode = 1;
