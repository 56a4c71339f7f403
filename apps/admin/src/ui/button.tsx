import { buttonKit } from '@storefront/ui/button';

/** The back office's buttons: `buttonClasses` gives links that look like one the same classes. */
export const { Button, buttonClasses } = buttonKit(
  {
    base: 'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60',
    variants: {
      primary: 'bg-brand-700 text-white hover:bg-brand-800',
      outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
      ghost: 'text-slate-700 hover:bg-slate-100',
      destructive: 'bg-red-700 text-white hover:bg-red-800',
    },
    // Both sizes stay at least 40 px tall: these are tapped with a thumb on a phone.
    sizes: {
      sm: 'min-h-10 px-3 text-sm',
      md: 'min-h-11 px-4 text-sm',
    },
  },
  'primary',
  'md',
);
