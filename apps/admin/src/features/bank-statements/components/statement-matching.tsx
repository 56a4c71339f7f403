import type {
  StatementColumns,
  StatementDoubtful,
  StatementMatch,
  StatementMatchJob,
  StatementMatchResult,
  StatementUnmatched,
} from '@storefront/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { followJob, JobProgress } from '~/features/jobs';
import { errorMessage } from '~/lib/api-client';
import { formatCount, formatDate, formatRupees } from '~/lib/format';
import { readText } from '~/lib/read-text';
import { Button } from '~/ui/button';
import { DataTable } from '~/ui/data-table';
import { Field } from '~/ui/field';
import { Section } from '~/ui/page-header';
import { FormAlert } from '~/ui/states';
import { toast } from '~/ui/toast';
import { confirmStatementCredit, isStatementJob, matchStatement } from '../statements-api';

/** Where a credit's confirmation is: under way, done, or refused with the API's words. */
type Confirmation =
  { state: 'confirming' } | { state: 'confirmed' } | { state: 'refused'; error: string };

/** What the cells of a row act with (the table's meta). */
interface ConfirmActions {
  confirmations: ReadonlyMap<string, Confirmation>;
  confirm: (credit: { orderId: string; utr: string; amount: number }) => void;
}

const creditKey = (credit: { orderId: string | null; utr: string | null }) =>
  `${credit.orderId ?? '-'}:${credit.utr ?? '-'}`;

function OrderLink({ orderId }: { orderId: string | null }) {
  if (!orderId) return null;
  return (
    <Link
      to={`/orders/${encodeURIComponent(orderId)}`}
      className="inline-flex min-h-10 items-center font-mono font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {orderId}
    </Link>
  );
}

/** The button that confirms one credit, and what became of it. */
function ConfirmCell({
  credit,
  actions,
}: {
  credit: { orderId: string | null; utr: string | null; amount: number };
  actions: ConfirmActions;
}) {
  const { orderId, utr, amount } = credit;
  if (!orderId || !utr) return null;
  const done = actions.confirmations.get(creditKey(credit));
  if (done?.state === 'confirmed') {
    return <p className="font-semibold text-green-800">Confirmed: paid</p>;
  }
  return (
    <div className="flex flex-col items-end gap-2 md:items-start">
      <Button
        size="sm"
        disabled={done?.state === 'confirming'}
        onClick={() => actions.confirm({ orderId, utr, amount })}
      >
        {done?.state === 'confirming' ? 'Confirming…' : 'Confirm payment'}
        <span className="sr-only">{` of order ${orderId} with UTR ${utr}`}</span>
      </Button>
      {done?.state === 'refused' ? <p className="break-words text-red-800">{done.error}</p> : null}
    </div>
  );
}

const actionsOf = (table: { options: { meta?: unknown } }) => table.options.meta as ConfirmActions;

const matchColumn = createColumnHelper<StatementMatch>();
const matchColumns = [
  matchColumn.accessor('orderId', {
    header: 'Order',
    cell: (info) => <OrderLink orderId={info.getValue()} />,
    meta: { primary: true },
  }),
  matchColumn.accessor('utr', { header: 'UTR', meta: { className: 'font-mono' } }),
  matchColumn.accessor('amount', {
    header: 'Amount',
    cell: (info) => formatRupees(info.getValue()),
    meta: { className: 'md:text-right' },
  }),
  matchColumn.display({
    id: 'confirm',
    header: 'Confirm',
    cell: ({ row, table }) => <ConfirmCell credit={row.original} actions={actionsOf(table)} />,
  }),
];

const doubtfulColumn = createColumnHelper<StatementDoubtful>();
const doubtfulColumns = [
  doubtfulColumn.accessor('reason', {
    header: 'Why it is doubtful',
    meta: { primary: true, className: 'break-words md:min-w-64' },
  }),
  doubtfulColumn.accessor('date', {
    header: 'Date',
    cell: (info) => formatDate(info.getValue()),
    meta: { className: 'whitespace-nowrap' },
  }),
  doubtfulColumn.accessor('amount', {
    header: 'Amount',
    cell: (info) => formatRupees(info.getValue()),
    meta: { className: 'md:text-right' },
  }),
  doubtfulColumn.accessor('utr', {
    header: 'UTR',
    cell: (info) => info.getValue() ?? 'none',
    meta: { className: 'font-mono' },
  }),
  doubtfulColumn.accessor('orderId', {
    header: 'Order',
    cell: (info) => <OrderLink orderId={info.getValue()} />,
    meta: { className: 'max-md:empty:hidden' },
  }),
  doubtfulColumn.display({
    id: 'confirm',
    header: 'Confirm',
    cell: ({ row, table }) => <ConfirmCell credit={row.original} actions={actionsOf(table)} />,
    meta: { className: 'max-md:empty:hidden' },
  }),
];

const unmatchedColumn = createColumnHelper<StatementUnmatched>();
const unmatchedColumns = [
  unmatchedColumn.accessor('narration', {
    header: 'Narration',
    meta: { primary: true, className: 'break-all md:min-w-64' },
  }),
  unmatchedColumn.accessor('date', {
    header: 'Date',
    cell: (info) => formatDate(info.getValue()),
    meta: { className: 'whitespace-nowrap' },
  }),
  unmatchedColumn.accessor('amount', {
    header: 'Amount',
    cell: (info) => formatRupees(info.getValue()),
    meta: { className: 'md:text-right' },
  }),
  unmatchedColumn.accessor('utr', {
    header: 'UTR',
    cell: (info) => info.getValue() ?? 'none',
    meta: { className: 'font-mono' },
  }),
];

/** Rows by their place in the list: one transfer can be listed twice (a statement's duplicate). */
function rowIdOf<T extends object>(rows: readonly T[]): (row: T) => string {
  const ids = new Map(rows.map((row, index) => [row, String(index)]));
  return (row) => ids.get(row)!;
}

const NO_COLUMNS = { date: '', narration: '', credit: '', reference: '' };

/**
 * The bank statement against the orders awaiting a UPI transfer: the person uploads the CSV
 * their bank exports, the API sorts its UPI credits (at once, or as a job for a long file,
 * followed here), and each match is confirmed with one click of its own; nothing is confirmed
 * for them. Doubtful credits say why, and may be confirmed once checked (the API still refuses
 * an amount the order does not await, or a UTR already used).
 */
export function StatementMatching({
  onAuthFailure,
}: {
  onAuthFailure?: (error: unknown) => boolean;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [columns, setColumns] = useState(NO_COLUMNS);
  const [busy, setBusy] = useState(false);
  const [running, setRunning] = useState<StatementMatchJob | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<StatementMatchResult | null>(null);
  const [confirmations, setConfirmations] = useState<ReadonlyMap<string, Confirmation>>(new Map());
  const following = useRef<AbortController | null>(null);

  const named: StatementColumns | undefined =
    columns.date || columns.narration || columns.credit
      ? {
          date: columns.date,
          narration: columns.narration,
          credit: columns.credit,
          ...(columns.reference ? { reference: columns.reference } : {}),
        }
      : undefined;

  async function match() {
    if (!file) {
      setFileError('Choose the statement’s CSV file first');
      return;
    }
    following.current?.abort();
    const controller = new AbortController();
    following.current = controller;
    setBusy(true);
    setFailure(null);
    setResult(null);
    setConfirmations(new Map());
    try {
      const answer = await matchStatement(await readText(file), named);
      if (!isStatementJob(answer)) {
        setResult(answer);
        return;
      }
      const job = await followJob(answer, { onProgress: setRunning, signal: controller.signal });
      if (job.status === 'done' && job.result) setResult(job.result);
      else setFailure(job.error ?? 'The statement could not be matched');
    } catch (error) {
      if (controller.signal.aborted || onAuthFailure?.(error)) return;
      setFailure(errorMessage(error));
    } finally {
      setRunning(null);
      setBusy(false);
    }
  }

  function mark(key: string, confirmation: Confirmation) {
    setConfirmations((current) => new Map(current).set(key, confirmation));
  }

  async function confirm(credit: { orderId: string; utr: string; amount: number }) {
    const key = creditKey(credit);
    mark(key, { state: 'confirming' });
    try {
      await confirmStatementCredit(credit);
      mark(key, { state: 'confirmed' });
      toast({
        title: `Order ${credit.orderId} is paid`,
        description: `${formatRupees(credit.amount)} by UPI, UTR ${credit.utr}. The customer is told by e-mail.`,
      });
    } catch (error) {
      if (onAuthFailure?.(error)) return;
      mark(key, { state: 'refused', error: errorMessage(error) });
    }
  }

  const actions: ConfirmActions = { confirmations, confirm: (credit) => void confirm(credit) };

  return (
    <div className="space-y-6">
      <Section
        title="Match a bank statement"
        id="statement-file"
        description="Download your account statement as CSV from your bank’s internet banking (HDFC, ICICI, SBI and Axis exports are read as they are) and choose it here. Matching confirms nothing: you confirm each payment yourself."
      >
        <div className="space-y-4">
          <Field
            label="Statement CSV file"
            type="file"
            accept=".csv,text/csv,text/plain"
            error={fileError}
            className="max-w-lg"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFileError(undefined);
            }}
          />
          <details className="max-w-lg rounded border border-slate-300 p-3">
            <summary className="cursor-pointer font-semibold text-slate-900">
              Another bank: name its columns
            </summary>
            <p className="mt-2 text-sm text-slate-700">
              As the header row of the statement’s table names them. Leave these empty for HDFC,
              ICICI, SBI and Axis.
            </p>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {(
                [
                  ['date', 'Date column', 'Transaction Date'],
                  ['narration', 'Narration column', 'Description'],
                  ['credit', 'Credit column', 'Credit'],
                  ['reference', 'Reference column', 'Chq / Ref No.'],
                ] as const
              ).map(([key, label, example]) => (
                <Field
                  key={key}
                  label={label}
                  optional={key === 'reference'}
                  placeholder={example}
                  value={columns[key]}
                  onChange={(event) => setColumns({ ...columns, [key]: event.target.value })}
                />
              ))}
            </div>
          </details>
          <Button onClick={() => void match()} disabled={busy}>
            {busy ? 'Matching…' : 'Match statement'}
          </Button>
          {running ? <JobProgress job={running} label="Matching the statement" /> : null}
          <FormAlert message={failure ? `The statement could not be matched: ${failure}` : null} />
        </div>
      </Section>
      {result ? (
        <>
          <Section
            title={`Matches (${formatCount(result.matches.length)})`}
            id="matches"
            description="The payment note names the order, the amount is the one it awaits, and the UTR paid nothing yet."
          >
            <DataTable
              caption="Matches: UPI credits that pay an order awaiting them"
              columns={matchColumns}
              data={result.matches}
              getRowId={creditKey}
              noun={['match', 'matches']}
              meta={actions}
              empty={
                <p className="text-slate-700">No credit of this statement pays an order exactly.</p>
              }
            />
          </Section>
          <Section
            title={`Doubtful (${formatCount(result.doubtful.length)})`}
            id="doubtful"
            description="Credits that may pay an order: check each before confirming it, or open the order."
          >
            <DataTable
              caption="Doubtful credits, each with why"
              columns={doubtfulColumns}
              data={result.doubtful}
              getRowId={rowIdOf(result.doubtful)}
              noun={['credit', 'credits']}
              meta={actions}
              empty={<p className="text-slate-700">Nothing doubtful.</p>}
            />
          </Section>
          <Section
            title={`Unmatched UPI credits (${formatCount(result.unmatched.length)})`}
            id="unmatched"
            description="UPI money that pays no order awaiting payment that could be found."
          >
            <DataTable
              caption="Unmatched UPI credits"
              columns={unmatchedColumns}
              data={result.unmatched}
              getRowId={rowIdOf(result.unmatched)}
              noun={['credit', 'credits']}
              empty={<p className="text-slate-700">Every UPI credit is matched or listed above.</p>}
            />
          </Section>
        </>
      ) : null}
    </div>
  );
}
