// The render thread's entry (render-thread.ts): renders each mail it is sent and posts it back.
import { parentPort } from 'node:worker_threads';
import type { MailRenderInput } from './mail-kinds';
import { renderMail } from './render';

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
