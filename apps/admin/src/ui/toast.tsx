import { useSyncExternalStore } from 'react';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface ToastEntry extends ToastOptions {
  id: number;
}

const TOAST_DURATION_MS = 6000;
const MAX_TOASTS = 3;

let toasts: ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Shows a short message; callable from anywhere (components, event handlers, after a request). */
export function toast(options: ToastOptions): void {
  const id = nextId++;
  toasts = [...toasts, { id, ...options }].slice(-MAX_TOASTS);
  emit();
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((entry) => entry.id !== id);
  emit();
}

/** For tests: no toast outlives the test that raised it. */
export function clearToasts(): void {
  toasts = [];
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Where toasts appear. The live region is always in the page, empty or not, so screen readers
 * already watch it when a message arrives.
 */
export function Toaster() {
  const current = useSyncExternalStore(subscribe, () => toasts);
  return (
    <div
      aria-live="polite"
      aria-relevant="additions text"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 md:inset-x-auto md:top-4 md:right-4 md:bottom-auto md:items-end"
    >
      {current.map((entry) => (
        <div
          key={entry.id}
          role={entry.variant === 'destructive' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg ${
            entry.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold">{entry.title}</p>
            {entry.description ? <p className="mt-1 text-sm">{entry.description}</p> : null}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(entry.id)}
            className="-m-2 flex size-10 shrink-0 items-center justify-center rounded text-xl leading-none focus-visible:outline-2 focus-visible:outline-current"
            aria-label="Dismiss notification"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
