import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { InvoiceData } from '../invoices';
import type { MailRenderInput, RenderedMail } from './mail-kinds';

/** What the thread is asked to render: a mail, or a tax invoice's PDF. */
export type RenderJob =
  { kind: 'mail'; input: MailRenderInput } | { kind: 'invoice'; data: InvoiceData };
/** What renders mails and invoices off the event loop: createRenderThread's answer. */
export type RenderThread = ReturnType<typeof createRenderThread>;
export type RenderAnswer = { id: number; mail?: RenderedMail; pdf?: Uint8Array; error?: string };

/**
 * Renders mails and invoice PDFs on a thread of their own. A mail takes 3–6 ms of CPU (React,
 * then the text part), a PDF a few hundred (fonts laid out and subset); on the API's event loop
 * every request would wait behind them, and under a sale's orders the mail worker halved the
 * orders the API could take (bench:api, docs/decisions/0012). The thread starts with the first
 * job and is restarted if it dies.
 */
export function createRenderThread() {
  let worker: Worker | null = null;
  let lastId = 0;
  const waiting = new Map<
    number,
    { resolve(answer: RenderAnswer): void; reject(e: Error): void }
  >();

  function failAll(error: Error) {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  }

  function start(): Worker {
    // The thread runs TypeScript as the API does: it registers tsx's loader of its own first,
    // with the API's tsconfig (JSX), whatever the working directory.
    const entry = JSON.stringify(new URL('./render-worker.ts', import.meta.url).href);
    const tsconfig = JSON.stringify(
      fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)),
    );
    const thread = new Worker(
      `import('tsx/esm/api')
        .then(({ register }) => { register({ tsconfig: ${tsconfig} }); return import(${entry}); });`,
      { eval: true },
    );
    thread.on('message', (answer: RenderAnswer) => {
      const caller = waiting.get(answer.id);
      waiting.delete(answer.id);
      if (waiting.size === 0) thread.unref();
      if (answer.error === undefined) caller?.resolve(answer);
      else caller?.reject(new Error(answer.error));
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', () => {
      if (worker === thread) worker = null;
      failAll(new Error('the render thread stopped'));
    });
    return thread;
  }

  function run(job: RenderJob): Promise<RenderAnswer> {
    worker ??= start();
    // Held open while a render is under way, so a caller's await is not cut short.
    worker.ref();
    const id = ++lastId;
    const thread = worker;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      thread.postMessage({ id, job });
    });
  }

  return {
    async render(input: MailRenderInput): Promise<RenderedMail> {
      const { mail } = await run({ kind: 'mail', input });
      if (!mail) throw new Error('the mail could not be rendered');
      return mail;
    },
    /** The invoice's PDF (invoice-pdf.ts), the same bytes as rendered anywhere else. */
    async renderInvoice(data: InvoiceData): Promise<Buffer> {
      const { pdf } = await run({ kind: 'invoice', data });
      if (!pdf) throw new Error('the invoice could not be rendered');
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    },
    async close() {
      const thread = worker;
      worker = null;
      await thread?.terminate();
    },
  };
}
