import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { MailRenderInput, RenderedMail } from './mail-kinds';

type Answer = { id: number; mail?: RenderedMail; error?: string };

/**
 * Renders mails on a thread of their own. A render takes 3–6 ms of CPU (React, then the text
 * part); on the API's event loop every request would wait behind it, and under a sale's orders
 * the mail worker halved the orders the API could take (bench:api, docs/decisions/0012).
 * The thread starts with the first mail and is restarted if it dies.
 */
export function createRenderThread() {
  let worker: Worker | null = null;
  let lastId = 0;
  const waiting = new Map<number, { resolve(mail: RenderedMail): void; reject(e: Error): void }>();

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
    thread.on('message', ({ id, mail, error }: Answer) => {
      const caller = waiting.get(id);
      waiting.delete(id);
      if (waiting.size === 0) thread.unref();
      if (mail) caller?.resolve(mail);
      else caller?.reject(new Error(error ?? 'the mail could not be rendered'));
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', () => {
      if (worker === thread) worker = null;
      failAll(new Error('the render thread stopped'));
    });
    return thread;
  }

  return {
    render(input: MailRenderInput): Promise<RenderedMail> {
      worker ??= start();
      // Held open while a render is under way, so a caller's await is not cut short.
      worker.ref();
      const id = ++lastId;
      const thread = worker;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        thread.postMessage({ id, input });
      });
    },
    async close() {
      const thread = worker;
      worker = null;
      await thread?.terminate();
    },
  };
}
