import { PRODUCT_MAX_OPTIONS } from '@storefront/contract';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { fieldMessage } from '~/lib/format';
import { Button } from '~/ui/button';
import { controlClasses } from '~/ui/field';

export interface OptionListEditorProps {
  /** "Sizes" */
  label: string;
  /** "size": names a chip in its remove button and the announcements. */
  noun: string;
  values: string[];
  onChange: (values: string[]) => void;
  /** The problem with adding this value (by the contract's rule), or null. */
  problemAdding: (value: string) => string | null;
  /** The form's message about the list, after a save was tried. */
  error?: string;
  hint?: string;
  placeholder?: string;
}

/**
 * Sizes or colours as chips: type one and press Enter (or Add); each chip has its own remove
 * button. The order is the one the storefront lists them in.
 */
export function OptionListEditor({
  label,
  noun,
  values,
  onChange,
  problemAdding,
  error,
  hint,
  placeholder,
}: OptionListEditorProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const message = fieldMessage(label, addError ?? error);
  const full = values.length >= PRODUCT_MAX_OPTIONS;

  function add() {
    const value = draft.trim();
    if (!value) {
      setAddError(`Type a ${noun} first`);
      return;
    }
    const problem = problemAdding(value);
    if (problem) {
      setAddError(problem);
      return;
    }
    setAddError(null);
    setDraft('');
    onChange([...values, value]);
    setAnnouncement(`${noun[0]!.toUpperCase()}${noun.slice(1)} ${value} added.`);
  }

  function removeAt(index: number) {
    const value = values[index];
    onChange(values.filter((_, at) => at !== index));
    setAddError(null);
    setAnnouncement(`${noun[0]!.toUpperCase()}${noun.slice(1)} ${value} removed.`);
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // Enter adds the chip; it must not submit the form.
      event.preventDefault();
      add();
    }
  }

  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {values.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={`${label} added`}>
          {values.map((value, index) => (
            <li
              key={`${value}-${index}`}
              className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-0.5 pl-3 text-sm text-slate-900"
            >
              <span className="break-all">{value}</span>
              <button
                type="button"
                onClick={() => removeAt(index)}
                aria-label={`Remove ${noun} ${value}`}
                className="flex size-8 items-center justify-center rounded-full text-lg leading-none text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-700">No {noun}s.</p>
      )}
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-40">
          <label htmlFor={id} className="sr-only">
            {`Add a ${noun}`}
          </label>
          <input
            ref={inputRef}
            id={id}
            value={draft}
            placeholder={placeholder ?? `Add a ${noun}`}
            maxLength={40}
            disabled={full}
            aria-invalid={message ? true : undefined}
            aria-describedby={describedBy || undefined}
            className={`${controlClasses} h-11`}
            onChange={(event) => {
              setDraft(event.target.value);
              if (addError) setAddError(null);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <Button variant="outline" onClick={add} disabled={full}>
          Add<span className="sr-only"> {noun}</span>
        </Button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
