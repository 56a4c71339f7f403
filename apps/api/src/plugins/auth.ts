import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../lib/errors';
import type { AuthenticatedUser, UserService } from '../modules/users';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, on routes that ran `app.authenticate`. */
    user: AuthenticatedUser | null;
    sessionId: number | null;
  }
  interface FastifyInstance {
    /** Route hook: requires `Authorization: Bearer <token>` of a live session of this store. */
    authenticate(request: FastifyRequest): Promise<void>;
    /**
     * Route hook of a public route that answers a signed-in shopper more (the cart check's
     * code): the user of a live session's token, else none; a stale token is no refusal.
     */
    identify(request: FastifyRequest): Promise<void>;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i;

export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | null {
  return BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

/** The signed-in user of a route that ran `app.authenticate`. */
export function signedInUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new UnauthorizedError('Authentication required');
  return request.user;
}

export const authPlugin = fp(async (app: FastifyInstance, { users }: { users: UserService }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  // An answer to a signed-in request is one person's: no cache, shared or private, may keep it.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.headers.authorization !== undefined || request.headers.cookie !== undefined) {
      reply.header('cache-control', 'no-store');
    }
    done();
  });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError('Authentication required');
    const { user, sessionId } = await users.authenticate(request.store.id, token);
    request.user = user;
    request.sessionId = sessionId;
  });
  app.decorate('identify', async (request: FastifyRequest) => {
    if (!bearerToken(request)) return;
    try {
      await app.authenticate(request);
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) throw error;
    }
  });
});
