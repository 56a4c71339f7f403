import {
  adminSessionRequestSchema,
  adminSetupRequestSchema,
  errorSchema,
  idParamsSchema,
  inviteAcceptRequestSchema,
  inviteInfoSchema,
  oneTimeTokenParamsSchema,
  pageQuerySchema,
  passwordChangeRequestSchema,
  recoveryCodesSchema,
  securitySettingsSchema,
  setupLinkInfoSchema,
  staffInviteRequestSchema,
  staffInviteResponseSchema,
  staffListSchema,
  staffMemberSchema,
  staffMeSchema,
  staffUpdateRequestSchema,
  totpConfirmRequestSchema,
  totpDisableRequestSchema,
  totpEnrolmentSchema,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clearSessionCookie,
  ownOrigin,
  setSessionCookie,
  signedInStaff,
} from '../../plugins/admin-auth';
import type { StoreService } from '../store';
import type { StaffService } from './service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;
const OWNER = ['owner'] as const;

/** Setup, invitations, sessions, the signed-in account, and managing staff (owners). */
export const staffRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  stores: StoreService;
  /** The back office's published origin, for invitation links (else the request's own). */
  publicOrigin?: string;
}> = async (app, { staff, stores, publicOrigin }) => {
  const linkBase = (request: Parameters<typeof ownOrigin>[0]) =>
    `${publicOrigin ?? ownOrigin(request)}/admin`;

  app.get(
    '/setup/:token',
    {
      config: { admin: { access: 'public' } },
      schema: {
        summary: 'Which store a setup link creates the first owner of',
        tags: ['admin'],
        params: oneTimeTokenParamsSchema,
        response: { 200: setupLinkInfoSchema, 404: errorSchema },
      },
    },
    async (request) => ({ storeName: (await staff.setupStore(request.params.token)).storeName }),
  );

  app.post(
    '/setup',
    {
      config: { admin: { access: 'public' } },
      schema: {
        summary: 'Create the store’s first owner from the setup link the API printed',
        tags: ['admin'],
        body: adminSetupRequestSchema,
        response: { 201: staffMeSchema, ...errors, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const { member, token, store } = await staff.setUp(request.body);
      setSessionCookie(request, reply, token);
      return reply.status(201).send(staff.me({ ...member, totpEnabled: false }, store));
    },
  );

  app.get(
    '/invites/:token',
    {
      config: { admin: { access: 'public' } },
      schema: {
        summary: 'Who an invitation is for',
        tags: ['admin'],
        params: oneTimeTokenParamsSchema,
        response: { 200: inviteInfoSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const invited = await staff.invitation(request.params.token);
      return { email: invited.email, role: invited.role };
    },
  );

  app.post(
    '/invites/accept',
    {
      config: { admin: { access: 'public' } },
      schema: {
        summary: 'Accept an invitation: choose a password and sign in',
        tags: ['admin'],
        body: inviteAcceptRequestSchema,
        response: { 201: staffMeSchema, ...errors, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const { member, token } = await staff.acceptInvite(request.body);
      setSessionCookie(request, reply, token);
      const store = await stores.byId(member.storeId);
      return reply.status(201).send(staff.me({ ...member, totpEnabled: false }, store));
    },
  );

  app.post(
    '/session',
    {
      config: { admin: { access: 'public' } },
      schema: {
        summary: 'Sign in to the back office (sets the session cookie)',
        tags: ['admin'],
        body: adminSessionRequestSchema,
        response: { 200: staffMeSchema, ...errors, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { member, token } = await staff.signIn(request.store, request.body, request.ip);
      setSessionCookie(request, reply, token);
      return staff.me({ ...member, totpEnabled: member.totpEnabledAt !== null }, request.store);
    },
  );

  app.get(
    '/session',
    {
      config: { admin: { access: 'staff', beforeEnrolment: true } },
      schema: {
        summary: 'The signed-in staff member',
        tags: ['admin'],
        response: { 200: staffMeSchema, ...errors },
      },
    },
    async (request) => staff.me(signedInStaff(request), request.store),
  );

  app.delete(
    '/session',
    {
      config: { admin: { access: 'staff', beforeEnrolment: true } },
      schema: { summary: 'Sign out', tags: ['admin'], response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await staff.signOut(signedInStaff(request).sessionId);
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/account/password',
    {
      config: { admin: { access: 'staff', beforeEnrolment: true } },
      schema: {
        summary: 'Change the password: every session of the account ends, this one is renewed',
        tags: ['admin'],
        body: passwordChangeRequestSchema,
        response: { 200: staffMeSchema, ...errors, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const who = signedInStaff(request);
      setSessionCookie(request, reply, await staff.changePassword(who, request.body, request.ip));
      return staff.me(who, request.store);
    },
  );

  app.post(
    '/account/totp',
    {
      config: { admin: { access: 'staff', beforeEnrolment: true } },
      schema: {
        summary: 'Start setting up two-factor sign-in: a secret and its otpauth:// URL',
        tags: ['admin'],
        response: { 200: totpEnrolmentSchema, ...errors, 409: errorSchema },
      },
    },
    async (request) => staff.startTotp(signedInStaff(request), request.store),
  );

  app.post(
    '/account/totp/confirm',
    {
      config: { admin: { access: 'staff', beforeEnrolment: true } },
      schema: {
        summary: 'Turn two-factor sign-in on with a code from the app; answers recovery codes',
        tags: ['admin'],
        body: totpConfirmRequestSchema,
        response: { 200: recoveryCodesSchema, ...errors, 409: errorSchema, 422: errorSchema },
      },
    },
    async (request) => ({
      recoveryCodes: await staff.confirmTotp(signedInStaff(request), request.body.code),
    }),
  );

  app.delete(
    '/account/totp',
    {
      config: { admin: { access: 'staff' } },
      schema: {
        summary: 'Turn two-factor sign-in off (not while the owner requires it)',
        tags: ['admin'],
        body: totpDisableRequestSchema,
        response: { 204: z.null(), ...errors, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await staff.disableTotp(
        signedInStaff(request),
        request.store,
        request.body.password,
        request.ip,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/staff',
    {
      config: { admin: { access: OWNER } },
      schema: {
        summary: 'The store’s staff',
        tags: ['admin'],
        querystring: pageQuerySchema,
        response: { 200: staffListSchema, ...errors },
      },
    },
    async (request) => staff.list(request.store.id, request.query),
  );

  app.post(
    '/staff',
    {
      config: { admin: { access: OWNER } },
      schema: {
        summary:
          'Invite a staff member: the one-time link (valid 72 hours) is e-mailed to them, and answered',
        tags: ['admin'],
        body: staffInviteRequestSchema,
        response: { 201: staffInviteResponseSchema, ...errors, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const who = signedInStaff(request);
      const link = `${linkBase(request)}/invite?token=`;
      const token = await staff.invite(
        request.store.id,
        { staffId: who.id, email: who.email },
        request.body,
        link,
      );
      return reply.status(201).send({ inviteUrl: `${link}${token}` });
    },
  );

  app.patch(
    '/staff/:id',
    {
      config: { admin: { access: OWNER } },
      schema: {
        summary: 'Change a staff member’s role, or disable or enable them',
        tags: ['admin'],
        params: idParamsSchema,
        body: staffUpdateRequestSchema,
        response: { 200: staffMemberSchema, ...errors, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const who = signedInStaff(request);
      return staff.update(
        request.store.id,
        { staffId: who.id, email: who.email },
        request.params.id,
        request.body,
      );
    },
  );

  app.get(
    '/security',
    {
      config: { admin: { access: OWNER } },
      schema: {
        summary: 'Store-wide sign-in rules',
        tags: ['admin'],
        response: { 200: securitySettingsSchema, ...errors },
      },
    },
    async (request) => ({ requireTotp: request.store.staffRequireTotp }),
  );

  app.put(
    '/security',
    {
      config: { admin: { access: OWNER } },
      schema: {
        summary: 'Require two-factor sign-in for every staff member, or not',
        tags: ['admin'],
        body: securitySettingsSchema,
        response: { 200: securitySettingsSchema, ...errors },
      },
    },
    async (request) => {
      const who = signedInStaff(request);
      const settings = await staff.setSecurity(
        request.store,
        { staffId: who.id, email: who.email },
        request.body,
      );
      stores.forget();
      return settings;
    },
  );
};
