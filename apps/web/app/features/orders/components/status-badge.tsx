import { statusTone } from '../order-view';

// Dark text on a light tint of each colour: readable (WCAG AA) and still the spec's colour.
const toneClasses: Record<ReturnType<typeof statusTone>, string> = {
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  blue: 'bg-blue-100 text-blue-900 ring-blue-300',
  purple: 'bg-purple-100 text-purple-900 ring-purple-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  grey: 'bg-slate-100 text-slate-900 ring-slate-300',
};

/** An order's status as a coloured badge (spec section 4). */
export function StatusBadge({ status, label }: { status: number; label: string }) {
  return (
    <span
      data-tone={statusTone(status)}
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${toneClasses[statusTone(status)]}`}
    >
      <span className="sr-only">Status: </span>
      {label}
    </span>
  );
}
