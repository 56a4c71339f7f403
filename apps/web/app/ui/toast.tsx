import { showToast, type ToasterLook, ToastRegion, type ToastOptions } from '@storefront/ui/toast';

export { dismissToasts } from '@storefront/ui/toast';

const look: ToasterLook = {
  region:
    'pointer-events-none fixed inset-x-0 bottom-20 z-50 flex flex-col items-center gap-2 px-4 md:bottom-auto md:left-auto md:right-4 md:top-4 md:items-end',
  toast:
    'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg',
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-700 bg-red-700 text-white',
  text: 'flex-1',
  title: 'text-sm font-semibold',
  description: 'mt-1 text-sm opacity-90',
  dismiss: 'rounded p-1 text-lg leading-none opacity-80 hover:opacity-100',
};

/** Shows a toast for 5 s; callable from anywhere on the client. */
export function toast(options: ToastOptions): void {
  showToast(options, 5000);
}

/** Where toasts appear: mounted once, in the root. */
export function Toaster() {
  return <ToastRegion look={look} />;
}
