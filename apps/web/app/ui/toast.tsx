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

interface ToastEntry extends Required<Omit<ToastOptions, 'description' | 'key'>> {
  id: number;
  description?: string;
  key?: string;
}

const TOAST_DURATION_MS = 5000;
const MAX_TOASTS = 3;

let toasts: ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Shows a toast; callable from anywhere on the client (components, hooks, event handlers). */
export function toast({ title, description, variant = 'default', key }: ToastOptions): void {
  const id = nextId++;
  const others = key ? toasts.filter((entry) => entry.key !== key) : toasts;
  toasts = [...others, { id, title, description, variant, key }].slice(-MAX_TOASTS);
  emit();
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
}

/** Takes away the toasts about `key`: what they asked for has been done. */
export function dismissToasts(...keys: string[]): void {
  if (!toasts.some((entry) => entry.key && keys.includes(entry.key))) return;
  toasts = toasts.filter((entry) => !entry.key || !keys.includes(entry.key));
  emit();
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((entry) => entry.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noToasts: ToastEntry[] = [];

/** Where toasts appear: mounted once, in the root. */
export function Toaster() {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex flex-col items-center gap-2 px-4 md:bottom-auto md:left-auto md:right-4 md:top-4 md:items-end"
    >
      {current.map((entry) => (
        <div
          key={entry.id}
          role={entry.variant === 'destructive' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg ${
            entry.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <div className="flex-1">
            <p className="text-sm font-semibold">{entry.title}</p>
            {entry.description ? (
              <p className="mt-1 text-sm opacity-90">{entry.description}</p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(entry.id)}
            className="rounded p-1 text-lg leading-none opacity-80 hover:opacity-100"
            aria-label="Dismiss notification"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
