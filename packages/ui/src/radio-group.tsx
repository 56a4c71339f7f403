import { useId } from 'react';

/** An app's radio group: the class names of each part (the kit carries no looks). */
export interface RadioGroupLook {
  legend?: string;
  /** The options' container: stacked, or a wrapping row where there is room. */
  options?: string;
  /** One option: its label, with the button beside it (44 px tall, for a thumb). */
  option?: string;
  input?: string;
}

/** A fieldset of a few radio buttons, one value chosen, each labelled beside its button. */
export function RadioGroup<V extends string>({
  legend,
  options,
  value,
  onChange,
  look = {},
}: {
  legend: string;
  options: readonly (readonly [value: V, label: string])[];
  value: V;
  onChange: (value: V) => void;
  look?: RadioGroupLook;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className={look.legend}>{legend}</legend>
      <div className={look.options}>
        {options.map(([option, label]) => (
          <label key={option} className={look.option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className={look.input}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
