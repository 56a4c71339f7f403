import { type ComponentType, type RefObject, useId, useRef, useState } from 'react';
import { Form } from 'react-router';
import { SearchIcon } from '~/ui/icons';
import { loadSuggestions } from './load-suggestions';

/** The contract's SEARCH_MAX_LENGTH (search-box.test.tsx checks the copy). */
export const SEARCH_MAX_LENGTH = 100;

/** What the combobox's input says of its list (ARIA 1.2 combobox). */
export interface ComboboxState {
  expanded?: boolean;
  /** The id of the option the arrows have reached. */
  active?: string;
}

export interface SuggestionsProps {
  input: RefObject<HTMLInputElement | null>;
  listId: string;
  onState(state: ComboboxState): void;
}

/**
 * The search form: a plain GET form to /search, so it works before (and without) JavaScript.
 * It is on every page, so it holds only the input: the suggestions, with their keyboard, live
 * region and recent searches, arrive on the field's first focus (or hover) and listen to the
 * input themselves (decision 0019). Styled by .search-box in app.css.
 */
export function SearchBox({
  label,
  defaultValue,
  className = '',
}: {
  /** The search landmark's name, unique on the page. */
  label: string;
  defaultValue?: string;
  className?: string;
}) {
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps>>();
  const [combobox, setCombobox] = useState<ComboboxState>({});
  const load = () =>
    Suggestions ||
    void loadSuggestions().then((module) => setSuggestions(() => module.SearchSuggestions));

  return (
    <Form action="/search" role="search" aria-label={label} className={`search-box ${className}`}>
      <input
        ref={input}
        type="search"
        name="q"
        defaultValue={defaultValue}
        aria-label="Search products"
        placeholder="Search products"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={!!combobox.expanded}
        aria-controls={listId}
        aria-activedescendant={combobox.active}
        onFocus={load}
        onPointerEnter={load}
      />
      <button type="submit" aria-label="Search">
        <SearchIcon />
      </button>
      {Suggestions ? <Suggestions input={input} listId={listId} onState={setCombobox} /> : null}
    </Form>
  );
}
