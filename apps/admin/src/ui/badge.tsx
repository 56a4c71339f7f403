import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'info' | 'warning' | 'success' | 'danger' | 'brand';

// Dark text on a pale fill: each pair is above 4.5:1 contrast.
const tones: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  info: 'bg-sky-50 text-sky-900 ring-sky-300',
  warning: 'bg-amber-50 text-amber-900 ring-amber-300',
  success: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  danger: 'bg-red-50 text-red-800 ring-red-300',
  brand: 'bg-brand-50 text-brand-900 ring-brand-200',
};

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex max-w-full items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
