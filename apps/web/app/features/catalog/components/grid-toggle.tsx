import { Grid2Icon, Grid3Icon } from '~/ui/icons';
import type { GridLayout } from './product-grid';

const choices: { layout: GridLayout; label: string; Icon: typeof Grid3Icon }[] = [
  { layout: 'grid-3', label: 'Show more products per row', Icon: Grid3Icon },
  { layout: 'grid-2', label: 'Show larger products, two per row', Icon: Grid2Icon },
];

/** Spec section 2: the 3 or 2 column toggle, hidden under 768 px. */
export function GridToggle({
  layout,
  onChange,
}: {
  layout: GridLayout;
  onChange: (layout: GridLayout) => void;
}) {
  return (
    <div role="group" aria-label="Grid layout" className="hidden gap-1 md:flex">
      {choices.map(({ layout: choice, label, Icon }) => (
        <button
          key={choice}
          type="button"
          aria-label={label}
          title={label}
          aria-pressed={layout === choice}
          onClick={() => onChange(choice)}
          className={`flex h-11 w-11 items-center justify-center rounded-lg border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
            layout === choice
              ? 'border-brand-700 bg-brand-50 text-brand-800'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
          }`}
        >
          <Icon />
        </button>
      ))}
    </div>
  );
}
