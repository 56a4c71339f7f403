import { showToast, type ToasterLook, ToastRegion, type ToastOptions } from '@storefront/ui/toast';

export { clearToasts } from '@storefront/ui/toast';

const look: ToasterLook = {
  region:
    'pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 md:inset-x-auto md:top-4 md:right-4 md:bottom-auto md:items-end',
  toast:
    'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg',
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-800 bg-red-700 text-white',
  text: 'min-w-0 flex-1',
  title: 'text-sm font-semibold',
  description: 'mt-1 text-sm',
  dismiss:
    '-m-2 flex size-10 shrink-0 items-center justify-center rounded text-xl leading-none focus-visible:outline-2 focus-visible:outline-current',
  relevant: 'additions text',
};

/** Shows a short message for 6 s; callable from anywhere (components, after a request). */
export function toast(options: ToastOptions): void {
  showToast(options, 6000);
}

/** Where toasts appear: mounted once, in the root. */
export function Toaster() {
  return <ToastRegion look={look} />;
}
