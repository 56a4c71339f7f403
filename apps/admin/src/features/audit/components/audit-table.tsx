import type { AuditEntry, AuditList } from '@storefront/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { formatDateTime } from '~/lib/format';
import { DataTable } from '~/ui/data-table';
import { EmptyState } from '~/ui/states';
import { ChangeList } from './change-list';

const column = createColumnHelper<AuditEntry>();

/** "order.status_changed" → "Order status changed". */
export function actionLabel(action: string): string {
  const words = action.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const columns = [
  column.accessor('at', {
    header: 'When',
    cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>,
    meta: { className: 'whitespace-nowrap', primary: true },
  }),
  column.accessor('actor', {
    header: 'Who',
    cell: (info) => <span className="break-all">{info.getValue()}</span>,
  }),
  column.accessor('action', {
    header: 'Action',
    cell: (info) => actionLabel(info.getValue()),
  }),
  column.accessor('entity', {
    header: 'What',
    cell: ({ row }) => (
      <span>
        {row.original.entity}
        {row.original.entityId ? (
          <span className="font-mono text-slate-700"> {row.original.entityId}</span>
        ) : null}
      </span>
    ),
  }),
  column.display({
    id: 'changes',
    header: 'Changes',
    cell: ({ row }) => <ChangeList before={row.original.before} after={row.original.after} />,
    meta: { className: 'md:w-2/5' },
  }),
];

/** Who did what, newest first, with what it changed. */
export function AuditTable({ list, busy }: { list: AuditList; busy?: boolean }) {
  return (
    <DataTable
      caption="Audit log, newest first"
      columns={columns}
      data={list.data}
      getRowId={(entry) => String(entry.id)}
      pagination={list.pagination}
      noun={['entry', 'entries']}
      busy={busy}
      empty={
        <EmptyState title="Nothing recorded yet">Changes made by staff appear here.</EmptyState>
      }
    />
  );
}
