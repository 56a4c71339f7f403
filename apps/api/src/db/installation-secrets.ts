import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { installationSecrets } from './schema';

/**
 * A secret of this installation: made at random the first time it is asked for, then the same
 * for every process on this database. `on conflict do nothing` lets processes race to make it.
 */
export async function installationSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(installationSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: installationSecrets.value })
    .from(installationSecrets)
    .where(eq(installationSecrets.name, name));
  if (!row) throw new Error(`installation secret ${name} vanished`);
  return row.value;
}

/** The secret, read once and then kept; a failed read is tried again next time. */
export function cachedInstallationSecret(db: Database, name: string): () => Promise<string> {
  let secret: Promise<string> | null = null;
  return () => {
    secret ??= installationSecret(db, name).catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };
}
