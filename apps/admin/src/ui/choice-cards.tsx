import type { ComponentPropsWithRef } from 'react';

export interface Choice {
  value: string;
  label: string;
  description: string;
}

/**
 * A fieldset of radio buttons, each a card with its label and what it means (an order's or a
 * grievance's next step). Takes a form library's field props (name, onChange, ref…) for every
 * radio; `error` is shown under the choices and tied to the group.
 */
export function ChoiceCards({
  legendId,
  legend,
  choices,
  error,
  selected,
  ...radio
}: Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'checked'> & {
  legendId: string;
  legend: string;
  choices: readonly Choice[];
  error?: string;
  /** The value checked, when the caller holds it (a controlled group). */
  selected?: string;
}) {
  return (
    <fieldset aria-describedby={error ? `${legendId}-error` : undefined} className="space-y-2">
      <legend id={legendId} className="mb-2 text-sm font-medium text-slate-800">
        {legend}
      </legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
        >
          <input
            type="radio"
            value={choice.value}
            {...(selected === undefined ? {} : { checked: selected === choice.value })}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            {...radio}
          />
          <span>
            <span className="block font-semibold text-slate-900">{choice.label}</span>
            <span className="block text-slate-700">{choice.description}</span>
          </span>
        </label>
      ))}
      {error ? (
        <p id={`${legendId}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
