import {
  errorSchema,
  policyPreviewRequestSchema,
  policyPreviewSchema,
  storeSettingsSavedSchema,
  storeSettingsSchema,
  storeSettingsUpdateSchema,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { signedInStaff } from '../../plugins/admin-auth';
import type { StoreService } from '../store';
import { previewPolicy } from './policy-html';
import { saveStoreSettings, toStoreSettings } from './service';

const SETTINGS_ROLES = ['owner', 'manager'] as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;

export const storeSettingsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  stores: StoreService;
}> = async (app, { db, stores }) => {
  app.get(
    '/store',
    {
      config: { admin: { access: SETTINGS_ROLES } },
      schema: {
        summary: 'The store’s settings: everything GET /storeInfo serves, and payment methods',
        tags: ['admin'],
        response: { 200: storeSettingsSchema, ...errors },
      },
    },
    // Read afresh, not from the store cache: the form must show what was last saved.
    async (request) => toStoreSettings(await stores.byId(request.store.id)),
  );

  app.put(
    '/store',
    {
      config: { admin: { access: SETTINGS_ROLES } },
      schema: {
        summary:
          'Save the store’s settings (shown on the storefront within 5 seconds); renamed categories take their products along',
        tags: ['admin'],
        body: storeSettingsUpdateSchema,
        response: { 200: storeSettingsSavedSchema, ...errors },
      },
    },
    async (request) => {
      const who = signedInStaff(request);
      const saved = await saveStoreSettings(
        db,
        request.store,
        { staffId: who.id, email: who.email },
        request.body,
      );
      stores.forget();
      return saved;
    },
  );

  app.post(
    '/store/policy-preview',
    {
      config: { admin: { access: SETTINGS_ROLES } },
      schema: {
        summary: 'A policy page as the shopper will see it: sanitised, placeholders filled',
        tags: ['admin'],
        body: policyPreviewRequestSchema,
        response: { 200: policyPreviewSchema, ...errors },
      },
    },
    async (request) =>
      previewPolicy(await stores.byId(request.store.id), request.body.slug, request.body.html),
  );
};
