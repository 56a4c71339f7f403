import { ORDER_STATUS_LABELS, PAYMENT_METHOD_NAMES, PAYMENT_METHODS } from '@storefront/contract';
import { type FormEvent, useState } from 'react';
import { todayInIndia } from '~/lib/format';
import { Button } from '~/ui/button';
import { Field, SelectField } from '~/ui/field';
import { hasActiveFilters, NO_FILTERS, type OrderFilters } from '../order-filters';

/**
 * The order list's filters. Applying writes them to the URL (the loader fetches from there), so a
 * filtered list can be bookmarked or sent to a colleague. Remounted on each URL change (its key),
 * so the back button shows the filters of the list it shows.
 */
export function OrderFilterBar({
  filters,
  onApply,
}: {
  filters: OrderFilters;
  onApply: (filters: OrderFilters) => void;
}) {
  const [rangeError, setRangeError] = useState<string | undefined>();
  // Days are India's: no order is placed after today there, whatever the device's zone says.
  const today = todayInIndia();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    const next: OrderFilters = {
      q: value('q'),
      status: value('status'),
      paymentMethod: value('paymentMethod'),
      from: value('from'),
      to: value('to'),
      page: 1,
    };
    if (next.from && next.to && next.from > next.to) {
      setRangeError('must be on or after the "From" day');
      return;
    }
    setRangeError(undefined);
    onApply(next);
  }

  return (
    <form
      role="search"
      aria-label="Filter orders"
      onSubmit={submit}
      noValidate
      className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-6">
        <Field
          label="Search"
          name="q"
          type="search"
          defaultValue={filters.q}
          hint="Order id, e-mail or phone"
          autoCapitalize="none"
          spellCheck={false}
          className="col-span-2"
        />
        <SelectField label="Status" name="status" defaultValue={filters.status}>
          <option value="">Any status</option>
          {Object.entries(ORDER_STATUS_LABELS).map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Payment" name="paymentMethod" defaultValue={filters.paymentMethod}>
          <option value="">Any method</option>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_NAMES[method].label}
            </option>
          ))}
        </SelectField>
        <Field label="From" name="from" type="date" max={today} defaultValue={filters.from} />
        <Field
          label="To"
          name="to"
          type="date"
          max={today}
          defaultValue={filters.to}
          error={rangeError}
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit">Apply filters</Button>
        {hasActiveFilters(filters) ? (
          <Button variant="outline" onClick={() => onApply(NO_FILTERS)}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </form>
  );
}
