import {
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useId,
  useRef,
  useState,
} from 'react';
import { SEARCH_MAX_LENGTH } from '@storefront/contract';
import { Form } from 'react-router';
import { SearchIcon } from '~/ui/icons';

/** What the combobox's input says of its list (ARIA 1.2 combobox). */
export interface ComboboxState {
  expanded: boolean;
  /** The id of the option the arrows have reached. */
  active?: string;
}

/** What the suggestions (loaded on first focus) do with the input's events. */
export interface SearchInputEvents {
  focus(): void;
  change(): void;
  keyDown(event: KeyboardEvent<HTMLInputElement>): void;
  /** Focus left for this element (null: left the page), perhaps inside the form. */
  blur(next: Element | null): void;
}

export interface SuggestionsProps {
  input: RefObject<HTMLInputElement | null>;
  listId: string;
  events: RefObject<SearchInputEvents | null>;
  onState(state: ComboboxState): void;
}

/**
 * The search form: a plain GET form to /search, so it works before (and without) JavaScript.
 * The suggestions, with their keyboard and recent searches, are fetched on first focus, so the
 * field costs every page next to nothing (decision 0019).
 */
export function SearchBox({
  label,
  defaultValue,
  autoFocus,
  className = '',
}: {
  /** The search landmark's name, unique on the page. */
  label: string;
  defaultValue?: string;
  autoFocus?: boolean;
  className?: string;
}) {
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const events = useRef<SearchInputEvents>(null);
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps>>();
  const [combobox, setCombobox] = useState<ComboboxState>({ expanded: false });
  const load = () => {
    if (!Suggestions) {
      void import('./search-suggestions').then((module) =>
        setSuggestions(() => module.SearchSuggestions),
      );
    }
  };

  return (
    <Form
      action="/search"
      role="search"
      aria-label={label}
      className={`relative ${className}`}
      onBlur={(event: FocusEvent) => events.current?.blur(event.relatedTarget as Element | null)}
    >
      <input
        ref={input}
        type="search"
        name="q"
        defaultValue={defaultValue}
        autoFocus={autoFocus}
        aria-label="Search products"
        placeholder="Search products"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={combobox.expanded}
        aria-controls={listId}
        aria-activedescendant={combobox.active}
        onPointerEnter={load}
        onFocus={() => {
          load();
          events.current?.focus();
        }}
        onChange={() => events.current?.change()}
        onKeyDown={(event) => events.current?.keyDown(event)}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white pl-3 pr-11 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <SearchIcon />
      </button>
      {Suggestions ? (
        <Suggestions input={input} listId={listId} events={events} onState={setCombobox} />
      ) : null}
    </Form>
  );
}
