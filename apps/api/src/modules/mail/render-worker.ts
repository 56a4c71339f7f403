// The render thread's entry (render-thread.ts): renders each mail or invoice it is sent and posts
// it back.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { renderInvoicePdf } from '../invoices';
import { renderMail } from './render';
import type { RenderAnswer, RenderJob } from './render-thread';

// The lowest CPU priority, for this thread only (Linux keeps a nice value per thread): under a
// sale's load the API's requests and PostgreSQL come first and mails are rendered with what is
// left, a little later. Where that cannot be set, mail is rendered at normal priority.
try {
  setPriority(19);
} catch {
  // not permitted here
}

async function answer(job: RenderJob): Promise<Omit<RenderAnswer, 'id'>> {
  if (job.kind === 'mail') return { mail: await renderMail(job.input) };
  // A copy with an ArrayBuffer of its own: a small Buffer may share Node's pool.
  return { pdf: new Uint8Array(await renderInvoicePdf(job.data)) };
}

parentPort!.on('message', ({ id, job }: { id: number; job: RenderJob }) => {
  answer(job).then(
    (rendered) =>
      // A PDF's bytes are handed over, not copied.
      parentPort!.postMessage(
        { id, ...rendered },
        rendered.pdf ? [rendered.pdf.buffer as ArrayBuffer] : [],
      ),
    (error: unknown) =>
      parentPort!.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
