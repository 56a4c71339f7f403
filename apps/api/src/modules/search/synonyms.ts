import { eq } from 'drizzle-orm';
import type { SearchSynonyms } from '@storefront/contract';
import type { Database } from '../../db/client';
import { stores } from '../../db/schema';
import { type Actor, recordAudit } from '../audit';

/** Saves a store's synonym groups, with an audit entry, in one transaction. */
export async function saveSearchSynonyms(
  db: Database,
  storeId: number,
  actor: Actor,
  input: SearchSynonyms,
): Promise<SearchSynonyms> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ groups: stores.searchSynonyms })
      .from(stores)
      .where(eq(stores.id, storeId))
      .for('update');
    // A saved change bumps the store's version (migration 0013): cached searches are left behind.
    await tx.update(stores).set({ searchSynonyms: input.groups }).where(eq(stores.id, storeId));
    if (JSON.stringify(current?.groups) !== JSON.stringify(input.groups)) {
      await recordAudit(tx, {
        storeId,
        actor,
        action: 'search.synonyms_updated',
        entity: 'store',
        entityId: storeId,
        before: { groups: current?.groups ?? [] },
        after: { groups: input.groups },
      });
    }
    return { groups: input.groups };
  });
}
