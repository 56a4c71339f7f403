/**
 * A value per key, loaded at most every `ttlMs` and shared by concurrent callers. Past half its
 * life a value is still answered while its successor loads, so under steady traffic nobody waits
 * for a reload (a count of 1M products takes ~0.1 s, their seek points ~0.1 s); a value is never
 * answered once `ttlMs` old. A failed load is forgotten. Keys come from query strings, so at most
 * `maxEntries` are kept. A TTL of 0 (a cache turned off) loads every time and keeps nothing.
 */
export function expiringCache<T>(ttlMs: number, maxEntries: number) {
  interface Entry {
    value: Promise<T>;
    loadedFrom: number;
    reloading?: boolean;
  }
  const entries = new Map<string, Entry>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    if (ttlMs <= 0) return load();
    const now = Date.now();
    const cached = entries.get(key);
    if (cached && now - cached.loadedFrom < ttlMs) {
      if (now - cached.loadedFrom >= ttlMs / 2 && !cached.reloading) {
        cached.reloading = true;
        const next: Entry = { value: load(), loadedFrom: now };
        next.value.then(
          () => entries.get(key) === cached && entries.set(key, next),
          () => (cached.reloading = false),
        );
      }
      return cached.value;
    }
    if (entries.size >= maxEntries) entries.clear();
    const entry: Entry = { value: load(), loadedFrom: now };
    entries.set(key, entry);
    entry.value.catch(() => entries.get(key) === entry && entries.delete(key));
    return entry.value;
  };
}
