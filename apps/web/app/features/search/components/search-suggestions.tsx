import { type MouseEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { browserApi } from '~/lib/browser-api';
import { formatPrice } from '~/lib/format';
import { Image } from '~/ui/image';
import { clearRecentSearches, readRecentSearches, rememberSearch } from '../recent-searches';
import { normaliseQuery } from '../search-url';
import {
  announcement,
  fetchSuggestions,
  recentOptions,
  type SearchOption,
  SUGGEST_DELAY_MS,
} from '../suggestions';
import type { SuggestionsProps } from './search-box';

interface Shown {
  options: SearchOption[];
  /** The shopper's recent searches (the field is empty), not suggestions. */
  recent: boolean;
  open: boolean;
}

/** Keeps focus in the field while an option or the clear button is clicked. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The search field's suggestions (ARIA 1.2 combobox with a list box): loaded on the field's
 * first focus by SearchBox, which keeps the input itself. Typing asks GET /products/suggest once
 * it pauses; an empty field shows the recent searches. Up and Down move, Enter picks (or, with
 * nothing picked, submits the form), Escape closes; a polite live region says what is listed.
 */
export function SearchSuggestions({ input, listId, onState }: SuggestionsProps) {
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown>({ options: [], recent: false, open: false });
  const [active, setActive] = useState(-1);
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<AbortController>(null);
  const arrived = useRef(false);

  const stop = () => {
    clearTimeout(timer.current);
    pending.current?.abort();
  };
  const show = (options: SearchOption[], recent: boolean) => {
    setShown({ options, recent, open: options.length > 0 });
    setActive(-1);
    setMessage(recent && options.length === 0 ? '' : announcement(options, recent));
  };
  const close = () => {
    stop();
    setShown((current) => ({ ...current, open: false }));
    setActive(-1);
  };
  const update = () => {
    stop();
    const text = input.current?.value ?? '';
    if (!normaliseQuery(text)) {
      show(recentOptions(readRecentSearches()), true);
      return;
    }
    timer.current = setTimeout(() => {
      const request = new AbortController();
      pending.current = request;
      fetchSuggestions(browserApi(), text, request.signal).then(
        (options) => {
          // Focus may have left while the answer travelled: nothing opens behind the shopper.
          if (!request.signal.aborted && document.activeElement === input.current) {
            show(options, false);
          }
        },
        () => {
          if (!request.signal.aborted) show([], false);
        },
      );
    }, SUGGEST_DELAY_MS);
  };
  const pick = (option: SearchOption) => {
    close();
    if (option.kind === 'recent') rememberSearch(option.label);
    void navigate(option.href);
  };
  const clearRecent = () => {
    clearRecentSearches();
    show([], true);
    setMessage('Recent searches cleared.');
    input.current?.focus();
  };

  // The input's events, listened to here (SearchBox keeps none of this code), with this
  // render's state: attached as the render commits, so no key meets an older state.
  useLayoutEffect(() => {
    const field = input.current;
    const form = field?.form;
    if (!field || !form) return;
    const keyDown = (event: KeyboardEvent) => {
      const count = shown.options.length;
      switch (event.key) {
        case 'ArrowDown':
          event.preventDefault();
          if (!shown.open) update();
          else setActive((index) => (index + 1) % count);
          break;
        case 'ArrowUp':
          event.preventDefault();
          if (shown.open) setActive((index) => (index <= 0 ? count - 1 : index - 1));
          break;
        case 'Enter':
          if (shown.open && active >= 0) {
            event.preventDefault();
            pick(shown.options[active]!);
          } else {
            close(); // the form is sent
          }
          break;
        case 'Escape':
          if (shown.open) {
            event.preventDefault();
            close();
          }
          break;
      }
    };
    // Focus left the form (an option or the clear button keeps it in the field or the form).
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && form.contains(event.relatedTarget))) close();
    };
    const submit = () => rememberSearch(field.value);
    // Focus (or typing) that came before this code arrived, once it is listening.
    if (!arrived.current) {
      arrived.current = true;
      if (document.activeElement === field) queueMicrotask(update);
    }
    field.addEventListener('focus', update);
    field.addEventListener('input', update);
    field.addEventListener('keydown', keyDown);
    form.addEventListener('focusout', focusOut);
    form.addEventListener('submit', submit);
    return () => {
      field.removeEventListener('focus', update);
      field.removeEventListener('input', update);
      field.removeEventListener('keydown', keyDown);
      form.removeEventListener('focusout', focusOut);
      form.removeEventListener('submit', submit);
    };
  });

  // Nothing asked for or waited on outlives the list.
  useEffect(() => {
    const wait = timer;
    const request = pending;
    return () => {
      clearTimeout(wait.current);
      request.current?.abort();
    };
  }, []);

  useLayoutEffect(() => {
    onState({
      expanded: shown.open,
      active: shown.open && active >= 0 ? `${listId}-${active}` : undefined,
    });
    if (active >= 0)
      document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [shown.open, active, listId, onState]);

  return (
    <>
      <p role="status" className="sr-only">
        {message}
      </p>
      <div
        hidden={!shown.open}
        className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white text-left shadow-lg"
      >
        {shown.recent ? (
          <p className="px-3 pt-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            Recent searches
          </p>
        ) : null}
        <ul
          id={listId}
          role="listbox"
          aria-label={shown.recent ? 'Recent searches' : 'Suggestions'}
          className="max-h-96 overflow-y-auto py-1"
        >
          {shown.options.map((option, index) => (
            <li
              key={`${option.kind}:${option.href}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Picked as the button goes down, so focus stays in the field (the keyboard picks
              // through the field: aria-activedescendant).
              onMouseDown={(event) => {
                keepFocus(event);
                pick(option);
              }}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm text-slate-800 ${
                index === active ? 'bg-brand-50 text-brand-900' : 'hover:bg-slate-50'
              }`}
            >
              {option.kind === 'product' ? (
                <Image
                  src={option.image}
                  width={40}
                  height={40}
                  alt=""
                  className="h-10 w-10 shrink-0 rounded object-cover"
                />
              ) : null}
              <span className="min-w-0 flex-1 truncate">{option.label}</span>
              {option.kind === 'product' && option.price !== undefined ? (
                <span className="shrink-0 font-semibold">{formatPrice(option.price)}</span>
              ) : option.kind === 'category' ? (
                <span className="shrink-0 text-xs text-slate-600">Category</span>
              ) : null}
            </li>
          ))}
        </ul>
        {shown.recent ? (
          <button
            type="button"
            onMouseDown={keepFocus}
            onClick={clearRecent}
            className="w-full border-t border-slate-200 px-3 py-2 text-left text-sm font-medium text-brand-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            Clear recent searches
          </button>
        ) : null}
      </div>
    </>
  );
}
