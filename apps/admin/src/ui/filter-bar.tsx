import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ListFilterState } from '~/lib/use-list-filters';
import { Button } from './button';
import { Field, SelectField } from './field';

/** How long an instant bar's search waits after the last key before it asks the API. */
const SEARCH_DELAY_MS = 350;

type FilterName<F> = Exclude<keyof F, 'page'> & string;

export interface FilterChoice {
  value: string;
  label: string;
}

/** One control of a filter bar, for one filter of the list. */
export type FilterField<F> =
  | { kind: 'search'; name: FilterName<F>; hint: string }
  | {
      kind: 'select';
      name: FilterName<F>;
      label: string;
      /** The first choice, meaning any value ("Any status"), if the filter may be empty. */
      any?: string;
      options: readonly FilterChoice[];
    }
  | {
      kind: 'date';
      name: FilterName<F>;
      label: string;
      /** The last day it offers, read as the bar is drawn (today). */
      max?: () => string;
    }
  /**
   * A filter the bar keeps but does not offer (one a link sets, such as the promotion of the
   * orders its page links to): applying the others keeps it; "Clear filters" drops it.
   */
  | { kind: 'kept'; name: FilterName<F> };

export interface FilterBarProps<F extends { page: number }> {
  /** The form's name for assistive technology: "Filter orders". */
  label: string;
  /** The grid's columns at large widths, a Tailwind class: "lg:grid-cols-6". */
  columns: string;
  fields: readonly FilterField<F>[];
  state: ListFilterState<F>;
  /**
   * Each change applies at once, the search once typing pauses (or on Enter), replacing the
   * history entry rather than adding one per word; otherwise the filters apply together with
   * "Apply filters".
   */
  instant?: boolean;
  /** Checks filters as a whole before they apply: a message per filter that is wrong. */
  check?: (filters: F) => Partial<Record<FilterName<F>, string>> | undefined;
}

type Controls<F> = (field: FilterField<F>) => {
  value?: string;
  defaultValue?: string;
  onChange?: (event: { target: { value: string } }) => void;
};

function FilterControls<F>({
  fields,
  columns,
  controls,
  errors,
}: {
  fields: readonly FilterField<F>[];
  columns: string;
  controls: Controls<F>;
  errors?: Partial<Record<FilterName<F>, string>>;
}) {
  return (
    <div className={`grid grid-cols-2 gap-4 ${columns}`}>
      {fields.map((field) => {
        if (field.kind === 'kept') {
          const { value, defaultValue } = controls(field);
          return (
            <input key={field.name} type="hidden" name={field.name} value={value ?? defaultValue} />
          );
        }
        if (field.kind === 'search') {
          return (
            <Field
              key={field.name}
              label="Search"
              name={field.name}
              type="search"
              {...controls(field)}
              hint={field.hint}
              autoCapitalize="none"
              spellCheck={false}
              className="col-span-2"
            />
          );
        }
        if (field.kind === 'date') {
          return (
            <Field
              key={field.name}
              label={field.label}
              name={field.name}
              type="date"
              max={field.max?.()}
              {...controls(field)}
              error={errors?.[field.name]}
            />
          );
        }
        return (
          <SelectField
            key={field.name}
            label={field.label}
            name={field.name}
            {...controls(field)}
            error={errors?.[field.name]}
          >
            {field.any === undefined ? null : <option value="">{field.any}</option>}
            {field.options.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </SelectField>
        );
      })}
    </div>
  );
}

const formClasses = 'mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

/**
 * A list's filters as a search form, declared by the fields it offers. They are written to the
 * URL (the loader fetches from there), so a filtered list can be bookmarked or shared.
 */
export function FilterBar<F extends { page: number }>(props: FilterBarProps<F>) {
  // A form applied with its button is remounted on each URL change, so the back button shows the
  // filters of the list it shows; an instant bar keeps what is being typed in its search.
  return props.instant ? (
    <InstantFilterBar {...props} />
  ) : (
    <FilterForm key={props.state.search} {...props} />
  );
}

function FilterForm<F extends { page: number }>({
  label,
  columns,
  fields,
  state,
  check,
}: FilterBarProps<F>) {
  const [errors, setErrors] = useState<Partial<Record<FilterName<F>, string>>>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // The same reading as a URL's, so only values the API takes are applied.
    const params = new URLSearchParams();
    for (const { name } of fields) params.set(name, String(data.get(name) ?? ''));
    const next = { ...state.read(params), page: 1 };
    const wrong = check?.(next);
    if (wrong) {
      setErrors(wrong);
      return;
    }
    setErrors(undefined);
    state.apply(next);
  }

  return (
    <form role="search" aria-label={label} onSubmit={submit} noValidate className={formClasses}>
      <FilterControls
        fields={fields}
        columns={columns}
        controls={(field) => ({ defaultValue: String(state.filters[field.name]) })}
        errors={errors}
      />
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit">Apply filters</Button>
        {state.active ? (
          <Button variant="outline" onClick={state.clear}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function InstantFilterBar<F extends { page: number }>({
  label,
  columns,
  fields,
  state,
}: FilterBarProps<F>) {
  const { filters } = state;
  const searchName = fields.find((field) => field.kind === 'search')?.name;
  const applied = searchName === undefined ? '' : String(filters[searchName]);
  // The search box's text, reset when the URL's search changes elsewhere (back, Clear filters).
  const [text, setText] = useState(applied);
  const [shownText, setShownText] = useState(applied);
  if (applied !== shownText) {
    setShownText(applied);
    setText(applied);
  }
  // The pending search, and the filters and callback it applies with when it fires.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const searchChange = (value: string): Partial<F> =>
    searchName === undefined ? {} : ({ [searchName]: value } as Partial<F>);

  function search(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const current = latest.current;
      if (searchName !== undefined && value.trim() !== current.filters[searchName]) {
        current.apply({ ...searchChange(value.trim()), page: 1 }, { replace: true });
      }
    }, SEARCH_DELAY_MS);
  }

  /** Applies a change of the other controls, with the search as typed so far. */
  function apply(change: Partial<F>) {
    clearTimeout(timer.current);
    state.apply({ ...searchChange(text.trim()), ...change, page: 1 });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() !== applied) apply({});
  }

  return (
    <form role="search" aria-label={label} onSubmit={submit} noValidate className={formClasses}>
      <FilterControls
        fields={fields}
        columns={columns}
        controls={(field) =>
          field.kind === 'search'
            ? { value: text, onChange: (event) => search(event.target.value) }
            : {
                value: String(filters[field.name]),
                onChange: (event) => apply({ [field.name]: event.target.value } as Partial<F>),
              }
        }
      />
      {state.active ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => {
              clearTimeout(timer.current);
              state.clear();
            }}
          >
            Clear filters
          </Button>
        </div>
      ) : null}
    </form>
  );
}
