import { useId } from 'react';

/**
 * Spec section 2: the "Category Types" dropdown with "All Types" first. `options` are null while
 * they load; the current choice is always offered so the control never shows a blank.
 */
export function SubcategoryFilter({
  value,
  options,
  onChange,
}: {
  value: string | null;
  options: readonly string[] | null;
  onChange: (parentCategory: string | null) => void;
}) {
  const id = useId();
  const choices = options ?? [];
  const shown = value && !choices.includes(value) ? [value, ...choices] : choices;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Category Types
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        aria-busy={options === null || undefined}
        className="h-11 min-w-52 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
      >
        <option value="">All Types</option>
        {shown.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
