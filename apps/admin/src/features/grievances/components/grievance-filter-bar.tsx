import {
  GRIEVANCE_DUE_FILTERS,
  GRIEVANCE_STATUS_LABELS,
  GRIEVANCE_STATUSES,
} from '@storefront/contract';
import type { FormEvent } from 'react';
import { Button } from '~/ui/button';
import { Field, SelectField } from '~/ui/field';
import {
  DUE_FILTER_LABELS,
  type GrievanceFilters,
  hasActiveGrievanceFilters,
  NO_GRIEVANCE_FILTERS,
  readGrievanceFilters,
} from '../grievance-filters';

/**
 * The grievance list's filters, written to the URL (the loader reads them from there). Remounted
 * on each URL change (its key), so the back button shows the filters of the list it shows.
 */
export function GrievanceFilterBar({
  filters,
  onApply,
}: {
  filters: GrievanceFilters;
  onApply: (filters: GrievanceFilters) => void;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // The same reading as a URL's, so only values the API takes are applied.
    const params = new URLSearchParams();
    for (const key of ['q', 'status', 'due']) params.set(key, String(data.get(key) ?? ''));
    onApply({ ...readGrievanceFilters(params), page: 1 });
  }

  return (
    <form
      role="search"
      aria-label="Filter grievances"
      onSubmit={submit}
      noValidate
      className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Field
          label="Search"
          name="q"
          type="search"
          defaultValue={filters.q}
          hint="Ticket, e-mail or phone"
          autoCapitalize="none"
          spellCheck={false}
          className="col-span-2"
        />
        <SelectField label="Status" name="status" defaultValue={filters.status}>
          <option value="">Any status</option>
          {GRIEVANCE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {GRIEVANCE_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Deadline" name="due" defaultValue={filters.due}>
          <option value="">Any deadline</option>
          {GRIEVANCE_DUE_FILTERS.map((due) => (
            <option key={due} value={due}>
              {DUE_FILTER_LABELS[due]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit">Apply filters</Button>
        {hasActiveGrievanceFilters(filters) ? (
          <Button variant="outline" onClick={() => onApply(NO_GRIEVANCE_FILTERS)}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </form>
  );
}
