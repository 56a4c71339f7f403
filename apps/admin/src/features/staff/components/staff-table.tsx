import {
  type StaffList,
  type StaffMember,
  STAFF_ROLES,
  type StaffRole,
  type StaffUpdateRequest,
} from '@storefront/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { errorMessage } from '~/lib/api-client';
import { formatDateTime } from '~/lib/format';
import { Badge, type BadgeTone } from '~/ui/badge';
import { Button } from '~/ui/button';
import { controlClasses } from '~/ui/field';
import { DataTable } from '~/ui/data-table';
import { EmptyState } from '~/ui/states';
import { toast } from '~/ui/toast';
import { roleName } from '../roles';
import { updateStaff } from '../staff-api';

const STATUS: Record<StaffMember['status'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  invited: { label: 'Invited', tone: 'info' },
  disabled: { label: 'Disabled', tone: 'neutral' },
};

const column = createColumnHelper<StaffMember>();

/** What the cells of a row act with (the table's meta). */
interface StaffActions {
  meId: number;
  savingId: number | null;
  update: (member: StaffMember, change: StaffUpdateRequest, done: string) => void;
}

function actionsOf(table: { options: { meta?: unknown } }): StaffActions {
  return table.options.meta as StaffActions;
}

const columns = [
  column.accessor('email', {
    header: 'E-mail',
    cell: ({ row, table, getValue }) => (
      <span className="font-medium break-all text-slate-900">
        {getValue()}
        {row.original.id === actionsOf(table).meId ? (
          <span className="font-normal"> (you)</span>
        ) : null}
      </span>
    ),
    meta: { primary: true },
  }),
  column.accessor('role', {
    header: 'Role',
    cell: ({ row, table }) => {
      const member = row.original;
      const { meId, savingId, update } = actionsOf(table);
      if (member.id === meId) return roleName(member.role);
      return (
        <select
          aria-label={`Role of ${member.email}`}
          value={member.role}
          disabled={savingId === member.id}
          onChange={(event) => {
            const role = event.target.value as StaffRole;
            update(member, { role }, `${member.email} is now ${roleName(role)}`);
          }}
          className={`${controlClasses} h-10 w-auto min-w-36`}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {roleName(role)}
            </option>
          ))}
        </select>
      );
    },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => {
      const status = STATUS[info.getValue()];
      return <Badge tone={status.tone}>{status.label}</Badge>;
    },
  }),
  column.accessor('totpEnabled', {
    header: 'Two-factor',
    cell: (info) => (info.getValue() ? 'On' : 'Off'),
  }),
  column.accessor('lastSignInAt', {
    header: 'Last sign-in',
    cell: (info) => (info.getValue() ? formatDateTime(info.getValue()) : 'Never'),
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row, table }) => {
      const member = row.original;
      const { meId, savingId, update } = actionsOf(table);
      if (member.id === meId) return <span className="text-slate-700">—</span>;
      const disabled = member.status === 'disabled';
      return (
        <Button
          variant="outline"
          size="sm"
          disabled={savingId === member.id}
          onClick={() =>
            update(
              member,
              { disabled: !disabled },
              disabled ? `${member.email} can sign in again` : `${member.email} is disabled`,
            )
          }
        >
          {disabled ? 'Enable' : 'Disable'}
          <span className="sr-only"> {member.email}</span>
        </Button>
      );
    },
  }),
];

export interface StaffTableProps {
  list: StaffList;
  /** The signed-in owner: their own row cannot be demoted or disabled from here. */
  meId: number;
  onChanged: () => void;
  onAuthFailure?: (error: unknown) => boolean;
  busy?: boolean;
}

/** The shop's staff: change a role or disable an account in place. */
export function StaffTable({ list, meId, onChanged, onAuthFailure, busy }: StaffTableProps) {
  const [savingId, setSavingId] = useState<number | null>(null);

  async function update(member: StaffMember, change: StaffUpdateRequest, done: string) {
    setSavingId(member.id);
    try {
      await updateStaff(member.id, change);
      toast({ title: done });
      onChanged();
    } catch (error) {
      if (onAuthFailure?.(error)) return;
      toast({
        title: `Could not change ${member.email}`,
        description: errorMessage(error),
        variant: 'destructive',
      });
    } finally {
      setSavingId(null);
    }
  }

  return (
    <DataTable
      caption="Staff"
      columns={columns}
      data={list.data}
      getRowId={(member) => String(member.id)}
      pagination={list.pagination}
      noun={['staff member', 'staff members']}
      busy={busy}
      meta={{ meId, savingId, update: (...args) => void update(...args) } satisfies StaffActions}
      empty={<EmptyState title="No staff yet" />}
    />
  );
}
