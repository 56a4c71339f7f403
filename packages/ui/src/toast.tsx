import { useSyncExternalStore } from 'react';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /**
   * What the toast is about ("choose-size"): a new toast about it replaces the one shown, and
   * dismissToasts(key) takes it away once its cause is gone (a size chosen, the shopper signed in).
   */
  key?: string;
}

interface ToastEntry extends ToastOptions {
  id: number;
}

/** An app's toasts: the class names of each part. */
export interface ToasterLook {
  region: string;
  /** Every toast, then that of its variant. */
  toast: string;
  default: string;
  destructive: string;
  text: string;
  title: string;
  description: string;
  dismiss: string;
  /** The region's aria-relevant, if the app states it. */
  relevant?: 'additions text';
}

const MAX_TOASTS = 3;
const noToasts: ToastEntry[] = [];

// One list per app: each app is its own bundle, with its own copy of this module.
let toasts = noToasts;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/**
 * Shows a short message from anywhere (components, hooks, event handlers, after a request) for
 * `durationMs`: each app wraps it with its own duration.
 */
export function showToast(options: ToastOptions, durationMs: number): void {
  const id = nextId++;
  const others = options.key ? toasts.filter((entry) => entry.key !== options.key) : toasts;
  toasts = [...others, { id, ...options }].slice(-MAX_TOASTS);
  emit();
  setTimeout(() => dismissToast(id), durationMs);
}

/** Takes away the toasts about `key`: what they asked for has been done. */
export function dismissToasts(...keys: string[]): void {
  if (!toasts.some((entry) => entry.key && keys.includes(entry.key))) return;
  toasts = toasts.filter((entry) => !entry.key || !keys.includes(entry.key));
  emit();
}

function dismissToast(id: number): void {
  toasts = toasts.filter((entry) => entry.id !== id);
  emit();
}

/** For tests: no toast outlives the test that raised it. */
export function clearToasts(): void {
  toasts = noToasts;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Where toasts appear, in the app's look: mounted once. Its live region is always in the page,
 * empty or not, so screen readers already watch it when a message arrives; a failure is an alert,
 * anything else a status.
 */
export function ToastRegion({ look }: { look: ToasterLook }) {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
  return (
    <div aria-live="polite" aria-relevant={look.relevant} className={look.region}>
      {current.map((entry) => (
        <div
          key={entry.id}
          role={entry.variant === 'destructive' ? 'alert' : 'status'}
          className={`${look.toast} ${entry.variant === 'destructive' ? look.destructive : look.default}`}
        >
          <div className={look.text}>
            <p className={look.title}>{entry.title}</p>
            {entry.description ? <p className={look.description}>{entry.description}</p> : null}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(entry.id)}
            className={look.dismiss}
            aria-label="Dismiss notification"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
