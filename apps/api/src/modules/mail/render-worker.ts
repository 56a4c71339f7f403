// The render thread's entry (render-thread.ts): renders each mail it is sent and posts it back.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { MailRenderInput } from './mail-kinds';
import { renderMail } from './render';

// The lowest CPU priority, for this thread only (Linux keeps a nice value per thread): under a
// sale's load the API's requests and PostgreSQL come first and mails are rendered with what is
// left, a little later. Where that cannot be set, mail is rendered at normal priority.
try {
  setPriority(19);
} catch {
  // not permitted here
}

parentPort!.on('message', ({ id, input }: { id: number; input: MailRenderInput }) => {
  renderMail(input).then(
    (mail) => parentPort!.postMessage({ id, mail }),
    (error: unknown) =>
      parentPort!.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
