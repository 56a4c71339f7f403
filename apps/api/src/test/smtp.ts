import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a local port for the mail tests: it keeps every message it accepts,
 * parsed. stop() and start() take it down and bring it back on the same port (an outage).
 */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const create = () =>
    new SMTPServer({
      // Plain SMTP on localhost: no STARTTLS certificate, no account.
      disabledCommands: ['STARTTLS', 'AUTH'],
      // close() drops open connections (the API keeps its connections) instead of waiting 30 s.
      closeTimeout: 50,
      logger: false,
      onData(stream, _session, done) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            done();
          })
          .catch(done);
      },
    });
  let server = create();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Messages to one address. */
    to: (address: string) =>
      received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(address)),
    async stop() {
      await new Promise<void>((resolve) => server.close(resolve));
    },
    async start() {
      server = create();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** Sends every e-mail that is due now (the mail job's pass: batch after batch while full). */
export async function sendDueMail(app: { jobs: { runDue(kind: 'mail'): Promise<number> } }) {
  await app.jobs.runDue('mail');
}
