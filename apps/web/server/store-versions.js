// Each store's version (GET /api/v1/storeVersion), polled by this web process for the stores it
// holds pages of: a page rendered from data older than a version seen here is stale from the
// moment that version was seen (docs/decisions/0014-page-cache.md).

/** Versions remembered per store: enough for any page still within its stale window. */
const HISTORY_LENGTH = 64;

/**
 * @typedef {object} StoreState
 * @property {number} version the highest version seen (0 before any)
 * @property {number} confirmedAt when the last poll that answered was sent
 * @property {{ version: number, seenAt: number }[]} seen each new version, and when it was seen
 * @property {Promise<void> | undefined} polling the poll under way
 * @property {number} users pages held for the store
 * @property {number} createdAt
 */

/**
 * @param {object} options
 * @param {(store: string) => Promise<number>} options.fetchVersion
 * @param {number} options.pollMs how often each store is asked
 * @param {number} options.maxStores stores polled at most (store hosts come from Host headers)
 * @param {() => number} [options.now]
 * @param {(store: string, error: unknown) => void} [options.onError]
 */
export function createStoreVersions({ fetchVersion, pollMs, maxStores, now = Date.now, onError }) {
  /** @type {Map<string, StoreState>} */
  const stores = new Map();
  let reported = false;

  /** @param {string} store @param {StoreState} state */
  function poll(store, state) {
    if (state.polling) return state.polling;
    const sentAt = now();
    state.polling = fetchVersion(store)
      .then(
        (version) => {
          if (version > state.version) {
            state.version = version;
            state.seen.push({ version, seenAt: now() });
            if (state.seen.length > HISTORY_LENGTH) state.seen.shift();
          }
          state.confirmedAt = sentAt;
          reported = false;
        },
        (error) => {
          // Once per outage, not once a second.
          if (!reported) onError?.(store, error);
          reported = true;
        },
      )
      .finally(() => {
        state.polling = undefined;
      });
    return state.polling;
  }

  const timer = setInterval(() => {
    for (const [store, state] of stores) {
      // A store none of whose pages is kept (all dropped, or never kept: a failed render) is let
      // go, once a new one has had time to be rendered.
      if (state.users <= 0 && now() - state.createdAt > 10 * pollMs) stores.delete(store);
      else void poll(store, state);
    }
  }, pollMs);
  timer.unref();

  return {
    /**
     * The store's version, asking for it first if this process has not yet; null when it could
     * not be asked, or when as many stores as it may poll are polled already.
     * @param {string} store
     * @returns {Promise<number | null>}
     */
    async current(store) {
      let state = stores.get(store);
      if (!state) {
        if (stores.size >= maxStores) return null;
        state = {
          version: 0,
          confirmedAt: -Infinity,
          seen: [],
          polling: undefined,
          users: 0,
          createdAt: now(),
        };
        stores.set(store, state);
      }
      if (state.confirmedAt === -Infinity) await poll(store, state);
      return state.confirmedAt === -Infinity ? null : state.version;
    },

    /**
     * Since when a page rendered from data at `dataVersion` has been stale: when a newer version
     * was first seen, or, when the store's version has not been confirmed for two polls, when
     * its confirmation was due. Null while it is fresh.
     * @param {string} store
     * @param {number} dataVersion
     * @returns {number | null}
     */
    staleSince(store, dataVersion) {
      const state = stores.get(store);
      if (!state) return -Infinity;
      if (state.version > dataVersion) {
        const first = state.seen.find((seen) => seen.version > dataVersion);
        return first?.seenAt ?? -Infinity;
      }
      const due = state.confirmedAt + 2 * pollMs;
      return now() > due ? due : null;
    },

    /**
     * A page of the store is kept: keep polling the store. False when the store is not polled
     * (let go meanwhile, or never asked for): the page is then not to be kept.
     * @param {string} store
     */
    hold(store) {
      const state = stores.get(store);
      if (!state) return false;
      state.users += 1;
      return true;
    },

    /** A page of the store is dropped; at none, polling stops soon. @param {string} store */
    release(store) {
      const state = stores.get(store);
      if (state) state.users -= 1;
    },

    close() {
      clearInterval(timer);
    },
  };
}
