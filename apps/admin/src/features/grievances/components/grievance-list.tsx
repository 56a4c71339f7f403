import {
  type AdminGrievanceList,
  type AdminGrievanceSummary,
  GRIEVANCE_DUE_FILTERS,
  GRIEVANCE_STATUS_LABELS,
  GRIEVANCE_STATUSES,
} from '@storefront/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '~/lib/format';
import { useListFilters } from '~/lib/use-list-filters';
import { useNow } from '~/lib/use-now';
import { Button } from '~/ui/button';
import { DataTable } from '~/ui/data-table';
import { FilterBar, type FilterField } from '~/ui/filter-bar';
import { EmptyState } from '~/ui/states';
import { grievanceDeadlines } from '../deadlines';
import { DUE_FILTER_LABELS, grievanceFilters, type GrievanceFilters } from '../grievance-filters';
import { Deadline } from './deadline';
import { GrievanceStatusBadge } from './grievance-status-badge';

/** A link to a grievance that remembers the list it came from (its filters and page). */
function TicketLink({ ticket }: { ticket: string }) {
  const [searchParams] = useSearchParams();
  return (
    <Link
      to={`/grievances/${encodeURIComponent(ticket)}`}
      state={{ listSearch: searchParams.toString() }}
      className="inline-flex min-h-10 items-center font-mono font-semibold whitespace-nowrap text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {ticket}
    </Link>
  );
}

const column = createColumnHelper<AdminGrievanceSummary>();

/** What the cells read besides their row (the table's meta): the time deadlines count from. */
interface ListClock {
  now: Date;
}

function deadlinesOf(row: AdminGrievanceSummary, table: { options: { meta?: unknown } }) {
  return grievanceDeadlines(row, (table.options.meta as ListClock).now);
}

const columns = [
  column.accessor('ticket', {
    header: 'Ticket',
    cell: (info) => <TicketLink ticket={info.getValue()} />,
    meta: { primary: true },
  }),
  column.accessor('createdAt', {
    header: 'Received',
    cell: (info) => formatDateTime(info.getValue()),
  }),
  column.accessor('name', {
    header: 'From',
    cell: ({ row }) => (
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{row.original.name}</p>
        <p className="break-all text-slate-700">{row.original.contact}</p>
      </div>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <GrievanceStatusBadge status={info.getValue()} />,
  }),
  column.accessor('acknowledgeBy', {
    header: 'Acknowledge by',
    cell: ({ row, table }) => (
      <Deadline
        dueAt={row.original.acknowledgeBy}
        view={deadlinesOf(row.original, table).acknowledge}
      />
    ),
  }),
  column.accessor('resolveBy', {
    header: 'Resolve by',
    cell: ({ row, table }) => (
      <Deadline dueAt={row.original.resolveBy} view={deadlinesOf(row.original, table).resolve} />
    ),
  }),
];

const filterFields: readonly FilterField<GrievanceFilters>[] = [
  { kind: 'search', name: 'q', hint: 'Ticket, e-mail or phone' },
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    any: 'Any status',
    options: GRIEVANCE_STATUSES.map((status) => ({
      value: status,
      label: GRIEVANCE_STATUS_LABELS[status],
    })),
  },
  {
    kind: 'select',
    name: 'due',
    label: 'Deadline',
    any: 'Any deadline',
    options: GRIEVANCE_DUE_FILTERS.map((due) => ({ value: due, label: DUE_FILTER_LABELS[due] })),
  },
];

/** The grievance list: the nearest deadline first, filters in the URL, paged by the API. */
export function GrievanceList({
  list,
  busy = false,
}: {
  list: AdminGrievanceList;
  busy?: boolean;
}) {
  const filtering = useListFilters(grievanceFilters);
  const filtered = filtering.active;
  const now = useNow();

  return (
    <>
      <FilterBar
        label="Filter grievances"
        columns="lg:grid-cols-4"
        fields={filterFields}
        state={filtering}
      />
      <DataTable
        caption={
          filtered
            ? 'Grievances matching the filters, most urgent first'
            : 'Grievances, most urgent first'
        }
        columns={columns}
        data={list.data}
        getRowId={(grievance) => grievance.ticket}
        pagination={list.pagination}
        noun={['grievance', 'grievances']}
        busy={busy}
        meta={{ now } satisfies ListClock}
        empty={
          filtered ? (
            <EmptyState title="No grievances match these filters">
              <Button variant="outline" className="mt-4" onClick={filtering.clear}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title="No grievances yet">
              <p>Complaints filed on the shop’s Grievance Redressal page appear here.</p>
            </EmptyState>
          )
        }
      />
    </>
  );
}
