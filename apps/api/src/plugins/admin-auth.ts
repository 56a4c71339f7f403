import { adminMessages, type StaffRole } from '@storefront/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import type { SignedInStaff, StaffService } from '../modules/staff';

/**
 * Who may call a back-office route: anyone (sign-in, setup, invitations), any signed-in staff
 * member, or only the roles listed. Every /admin route must say; the API refuses to start
 * otherwise, so a new route cannot be left open by mistake.
 */
export type AdminAccess = 'public' | 'staff' | readonly StaffRole[];

declare module 'fastify' {
  interface FastifyContextConfig {
    admin?: {
      access: AdminAccess;
      /** Reachable while the owner requires two-factor sign-in and it is not yet set up. */
      beforeEnrolment?: boolean;
    };
  }
  interface FastifyRequest {
    /** The signed-in staff member, on back-office routes that are not public. */
    staff: SignedInStaff | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The cookie's name: with the __Host- prefix over https, which browsers bind to this host. */
export function sessionCookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? '__Host-staff_session' : 'staff_session';
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  void reply.setCookie(sessionCookieName(request), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  void reply.clearCookie(sessionCookieName(request), {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  });
}

/** The origin this request came in on (the back office's, as the API serves it). */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The signed-in staff member of a route that is not public. */
export function signedInStaff(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw new UnauthorizedError('Authentication required');
  return request.staff;
}

/**
 * Sessions, roles and the Origin check for the back office's routes. Register it inside the
 * /admin scope, before the routes.
 */
export const adminAuthPlugin = fp(
  async (
    app: FastifyInstance,
    { staff, publicOrigin }: { staff: StaffService; publicOrigin?: string },
  ) => {
    app.decorateRequest('staff', null);

    app.addHook('onRoute', (route) => {
      if (!route.config?.admin) {
        throw new Error(`Back-office route ${route.method} ${route.url} declares no access rule`);
      }
    });

    app.addHook('onRequest', async (request, reply) => {
      const rule = request.routeOptions.config.admin;
      if (!rule) return; // 404s of the scope
      // Every answer here is one staff member's, or sets their session: no cache may keep it.
      reply.header('cache-control', 'no-store');
      // A page of another site cannot make a staff member's browser change anything: browsers
      // send Origin with every POST, PUT, PATCH and DELETE, and it must be the back office's.
      if (!SAFE_METHODS.has(request.method)) {
        const origin = request.headers.origin;
        if (!origin || (origin !== ownOrigin(request) && origin !== publicOrigin)) {
          throw new ForbiddenError('This request did not come from the back office.');
        }
      }
      if (rule.access === 'public') return;

      const token = request.cookies[sessionCookieName(request)];
      if (!token) throw new UnauthorizedError('Please sign in.');
      const who = await staff.authenticate(request.store.id, token);
      request.staff = who;
      if (rule.access !== 'staff' && !rule.access.includes(who.role)) {
        throw new ForbiddenError(`The ${who.role} role cannot do this.`);
      }
      if (request.store.staffRequireTotp && !who.totpEnabled && !rule.beforeEnrolment) {
        throw new ForbiddenError(adminMessages.enrolmentRequired);
      }
    });
  },
);
