import { buttonKit } from '@storefront/ui/button';

/** The storefront's buttons: `buttonClasses` gives links that look like one the same classes. */
export const { Button, buttonClasses } = buttonKit(
  {
    base: 'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60',
    variants: {
      primary: 'bg-brand-700 text-white hover:bg-brand-800',
      secondary: 'bg-accent-400 text-slate-900 hover:bg-accent-500',
      outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
      /** For dark backgrounds. */
      'outline-light': 'border border-white text-white hover:bg-white/10',
      ghost: 'text-slate-700 hover:bg-slate-100',
      destructive: 'bg-red-700 text-white hover:bg-red-800',
    },
    sizes: {
      sm: 'h-9 px-3 text-sm',
      md: 'h-11 px-4 text-sm',
      lg: 'h-12 px-6 text-base',
    },
  },
  'primary',
  'md',
);
