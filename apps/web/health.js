// Health of the web server for load balancers and container checks, like the API's:
// /health/live answers while this process answers; /health/ready while it can render pages,
// which needs the API (send it no shoppers if not).
import express from 'express';

const API_TIMEOUT_MS = 2_000;

/** @param {{ apiInternalUrl: string }} options the API's base as the web server reaches it */
export function healthRoutes({ apiInternalUrl }) {
  const apiLive = `${apiInternalUrl.replace(/\/+$/, '')}/health/live`;
  const routes = express.Router();
  routes.use('/health', (_request, response, next) => {
    response.set('Cache-Control', 'no-store');
    next();
  });
  routes.get('/health/live', (_request, response) => {
    response.json({ status: 'ok' });
  });
  routes.get('/health/ready', async (_request, response) => {
    const answered = await fetch(apiLive, { signal: AbortSignal.timeout(API_TIMEOUT_MS) })
      .then(async (api) => {
        await api.arrayBuffer();
        return api.ok;
      })
      .catch(() => false);
    if (answered) {
      response.json({ status: 'ok' });
      return;
    }
    response.set('Retry-After', '5');
    response.status(503).json({ error: 'The API does not answer' });
  });
  return routes;
}
