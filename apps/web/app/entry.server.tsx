// React Router 7.18's default entry.server for Node (streaming; bots and SPA mode get the whole
// page at once), plus the document's Content-Security-Policy and the nonce its inline scripts and
// style carry.
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { clientAddressContext, publicApiBase } from '~/lib/api.server';
import { contentSecurityPolicy, cspNonceContext } from '~/lib/content-security-policy.server';
import { CspNonceProvider } from '~/lib/csp-nonce';

// server.js puts each request's nonce and its client's address in the load context under these
// keys, so it needs the build's own objects.
export { clientAddressContext, cspNonceContext };
// What server.js's page cache needs to know of the app's pages and its API.
export { pageCacheHooks } from '~/features/page-cache/index.server';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext) ?? undefined;
  if (nonce) {
    // The API origin the page's scripts call, by the same rule as the browser (spec section 7).
    const apiOrigin = new URL(publicApiBase(request)).origin;
    responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce, apiOrigin));
  }

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');

    // Bots and SPA mode wait for all content to load before responding.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort the rendering stream after `streamTimeout`, leaving it time to flush the rejected
    // boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Clear the timeout so that it does not retain the closure.
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);

          responseHeaders.set('Content-Type', 'text/html');

          pipe(body);

          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject and are logged by React Router; only those streamed after
          // it are logged here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
