import { CONTACT_MESSAGE_STATUS_LABELS, CONTACT_MESSAGE_STATUSES } from '@storefront/contract';
import type { FormEvent } from 'react';
import { Button } from '~/ui/button';
import { Field, SelectField } from '~/ui/field';
import {
  hasActiveMessageFilters,
  type MessageFilters,
  NO_MESSAGE_FILTERS,
  readMessageFilters,
} from '../message-filters';

/**
 * The message list's filters, written to the URL (the loader reads them from there). Remounted
 * on each URL change (its key), so the back button shows the filters of the list it shows.
 */
export function MessageFilterBar({
  filters,
  onApply,
}: {
  filters: MessageFilters;
  onApply: (filters: MessageFilters) => void;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const key of ['q', 'status']) params.set(key, String(data.get(key) ?? ''));
    onApply({ ...readMessageFilters(params), page: 1 });
  }

  return (
    <form
      role="search"
      aria-label="Filter messages"
      onSubmit={submit}
      noValidate
      className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        <Field
          label="Search"
          name="q"
          type="search"
          defaultValue={filters.q}
          hint="E-mail address, or words of the name or subject"
          autoCapitalize="none"
          spellCheck={false}
          className="col-span-2"
        />
        <SelectField label="Status" name="status" defaultValue={filters.status}>
          <option value="">Any status</option>
          {CONTACT_MESSAGE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {CONTACT_MESSAGE_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit">Apply filters</Button>
        {hasActiveMessageFilters(filters) ? (
          <Button variant="outline" onClick={() => onApply(NO_MESSAGE_FILTERS)}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </form>
  );
}
