import { errorSchema, searchSynonymsSchema } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { signedInStaff } from '../../plugins/admin-auth';
import type { StoreService } from '../store';
import { saveSearchSynonyms } from './synonyms';

/** Like the store's other settings. */
const SEARCH_SETTINGS_ROLES = ['owner', 'manager'] as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;

/** The back office's search settings: the store's synonym groups. */
export const adminSearchRoutes: FastifyPluginAsyncZod<{
  db: Database;
  stores: StoreService;
}> = async (app, { db, stores }) => {
  app.get(
    '/search/synonyms',
    {
      config: { admin: { access: SEARCH_SETTINGS_ROLES } },
      schema: {
        summary: 'The words search takes as one: groups of synonyms',
        tags: ['admin'],
        response: { 200: searchSynonymsSchema, ...errors },
      },
    },
    // Read afresh, not from the store cache: the form must show what was last saved.
    async (request) => ({ groups: (await stores.byId(request.store.id)).searchSynonyms }),
  );

  app.put(
    '/search/synonyms',
    {
      config: { admin: { access: SEARCH_SETTINGS_ROLES } },
      schema: {
        summary: 'Save the synonym groups (searches use them within 5 seconds)',
        tags: ['admin'],
        body: searchSynonymsSchema,
        response: { 200: searchSynonymsSchema, ...errors },
      },
    },
    async (request) => {
      const who = signedInStaff(request);
      const saved = await saveSearchSynonyms(
        db,
        request.store.id,
        { staffId: who.id, email: who.email },
        request.body,
      );
      stores.forget();
      return saved;
    },
  );
};
