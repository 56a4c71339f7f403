import type {
  CatalogueImportJob,
  ImportFieldChange,
  ProductImportResult,
} from '@storefront/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { followJob, isFinished, JobProgress, listJobs } from '~/features/jobs';
import { errorMessage } from '~/lib/api-client';
import { formatCount } from '~/lib/format';
import { readText } from '~/lib/read-text';
import { Button } from '~/ui/button';
import { DataTable } from '~/ui/data-table';
import { Field } from '~/ui/field';
import { Section } from '~/ui/page-header';
import { FormAlert } from '~/ui/states';
import { toast } from '~/ui/toast';
import { importProducts, PRODUCTS_EXPORT_URL } from '../products-api';
import { CsvColumnHelp } from './csv-columns';

type Change = ProductImportResult['changes'][number];
type RowError = ProductImportResult['errors'][number];

const ACTIONS: Record<Change['action'], string> = {
  create: 'New product',
  update: 'Update',
  unchanged: 'Unchanged',
};

/** A value of a change as the file writes it; a blank cell said so. */
const cellText = (value: string) => (value === '' ? 'blank' : value);

/** One change, as "regular_price: 499 → 549", "stock (M / Indigo): 3 → 5", "variant L added". */
function describeFieldChange(change: ImportFieldChange): string {
  if (change.field === 'variant') {
    return change.to ? `variant ${change.to} added` : `variant ${change.from} removed`;
  }
  const field = change.variant ? `${change.field} (${change.variant})` : change.field;
  return `${field}: ${cellText(change.from)} → ${cellText(change.to)}`;
}

function FieldChanges({ change }: { change: Change }) {
  if (change.action === 'create') return <span className="text-slate-700">A new product</span>;
  if (change.fields.length === 0) return <span className="text-slate-700">Nothing changes</span>;
  return (
    <ul className="space-y-0.5">
      {change.fields.map((field, index) => (
        <li key={index} className="break-words">
          {describeFieldChange(field)}
        </li>
      ))}
      {change.moreFields ? (
        <li className="text-slate-700">and {formatCount(change.moreFields)} more</li>
      ) : null}
    </ul>
  );
}

const changeColumn = createColumnHelper<Change>();
const changeColumns = [
  changeColumn.accessor('title', {
    header: 'Product',
    cell: ({ row }) =>
      row.original.productId ? (
        <Link
          to={`/products/${encodeURIComponent(row.original.productId)}`}
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          {row.original.title}
        </Link>
      ) : (
        <span className="font-semibold">{row.original.title}</span>
      ),
    meta: { primary: true },
  }),
  changeColumn.accessor('action', {
    header: 'Change',
    cell: (info) => ACTIONS[info.getValue()],
  }),
  changeColumn.display({
    id: 'fields',
    header: 'What changes',
    cell: ({ row }) => <FieldChanges change={row.original} />,
    meta: { className: 'min-w-[16rem]' },
  }),
  changeColumn.accessor('variants', {
    header: 'Variants',
    cell: (info) => formatCount(info.getValue()),
    meta: { className: 'md:text-right' },
  }),
  changeColumn.accessor('line', {
    header: 'From line',
    cell: (info) => formatCount(info.getValue()),
    meta: { className: 'md:text-right' },
  }),
];

const errorColumn = createColumnHelper<RowError>();
const errorColumns = [
  errorColumn.accessor('line', {
    header: 'Line',
    cell: (info) => `Line ${info.getValue()}`,
    meta: { className: 'whitespace-nowrap font-semibold', primary: true },
  }),
  errorColumn.accessor('error', {
    header: 'Problem',
    meta: { className: 'break-words' },
  }),
];

/** What a dry run found, or what an import did. */
function ImportReport({ result, title }: { result: ProductImportResult; title: string }) {
  const clean = result.errors.length === 0;
  const would = result.dryRun ? 'would be ' : '';
  return (
    <Section title={title} id={result.dryRun ? 'dry-run' : 'import-result'}>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <div>
          <dt className="text-sm text-slate-700">Products {would}created</dt>
          <dd className="text-2xl font-bold text-slate-900">{formatCount(result.created)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Products {would}updated</dt>
          <dd className="text-2xl font-bold text-slate-900">{formatCount(result.updated)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Products unchanged</dt>
          <dd className="text-2xl font-bold text-slate-900">{formatCount(result.unchanged)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Errors</dt>
          <dd className={`text-2xl font-bold ${clean ? 'text-slate-900' : 'text-red-800'}`}>
            {formatCount(result.errors.length)}
          </dd>
        </div>
      </dl>
      {clean ? null : (
        <div className="mt-4">
          <p role="alert" className="mb-2 text-sm font-medium text-red-800">
            {result.errors.length === 1
              ? 'One row has'
              : `${formatCount(result.errors.length)} rows have`}{' '}
            a problem; nothing was written. Correct the file and check it again.
          </p>
          <DataTable
            caption="Problems in the file, by line"
            columns={errorColumns}
            data={result.errors}
            getRowId={(row) => `${row.line}:${row.error}`}
            noun={['problem', 'problems']}
            empty={null}
          />
        </div>
      )}
      {result.changes.length ? (
        <div className="mt-4">
          <h3 className="mb-2 font-semibold text-slate-900">
            {result.dryRun ? 'What the file changes' : 'What changed'}
          </h3>
          <p className="mb-2 text-sm text-slate-700">
            Each change as field: before → after. A stock is changed only where the file’s differs
            from what the export saw; products the file leaves as they are are listed last, as
            unchanged.
          </p>
          <DataTable
            caption={result.dryRun ? 'Changes the file would make' : 'Changes made'}
            columns={changeColumns}
            data={result.changes}
            getRowId={(change) => `${change.line}`}
            noun={['product', 'products']}
            empty={null}
          />
        </div>
      ) : null}
    </Section>
  );
}

/**
 * A catalogue CSV in two steps: "Check file" asks for a dry run (nothing written) and shows what
 * would change and every bad row by line; "Import" is offered only once that same file checked
 * clean, and applies it. Each runs as a job on the server, followed here with a progress bar;
 * an import already under way (the page was left and opened again) is followed too.
 */
export function ProductImport({ onAuthFailure }: { onAuthFailure?: (error: unknown) => boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [checked, setChecked] = useState<{ file: File; result: ProductImportResult } | null>(null);
  const [applied, setApplied] = useState<ProductImportResult | null>(null);
  const [failure, setFailure] = useState<{ message: string; result?: ProductImportResult } | null>(
    null,
  );
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);
  const [running, setRunning] = useState<CatalogueImportJob | null>(null);
  const following = useRef<AbortController | null>(null);

  const ready =
    checked !== null && checked.file === file && checked.result.errors.length === 0 && !busy;

  // An import started before this page opened is followed to its end.
  useEffect(() => {
    const controller = new AbortController();
    following.current = controller;
    void (async () => {
      try {
        const latest = (await listJobs('catalogue-import', controller.signal)).data[0];
        if (latest?.kind !== 'catalogue-import' || latest.dryRun || isFinished(latest)) return;
        setBusy('importing');
        const job = await followJob(latest, { onProgress: setRunning, signal: controller.signal });
        setRunning(null);
        setBusy(null);
        finishImport(job);
      } catch {
        // Nothing to follow, or the page was left: the import goes on on the server.
        if (!controller.signal.aborted) {
          setRunning(null);
          setBusy(null);
        }
      }
    })();
    return () => controller.abort();
  }, []);

  function choose(next: File | null) {
    setFile(next);
    setFileError(undefined);
    setChecked(null);
    setApplied(null);
    setFailure(null);
  }

  /** Starts the job and follows it; answers it once finished, or null when it could not. */
  async function run(dryRun: boolean): Promise<CatalogueImportJob | null> {
    following.current?.abort();
    const controller = new AbortController();
    following.current = controller;
    try {
      const started = await importProducts(await readText(file!), dryRun);
      return await followJob(started, { onProgress: setRunning, signal: controller.signal });
    } catch (error) {
      if (controller.signal.aborted || onAuthFailure?.(error)) return null;
      setChecked(null);
      setFailure({ message: errorMessage(error) });
      return null;
    } finally {
      setRunning(null);
    }
  }

  function finishImport(job: CatalogueImportJob) {
    if (job.status === 'done' && job.result) {
      setChecked(null);
      setApplied(job.result);
      toast({
        title: 'Catalogue imported',
        description: `${formatCount(job.result.created)} created, ${formatCount(job.result.updated)} updated.`,
      });
    } else {
      setChecked(null);
      setFailure({ message: job.error ?? 'The import failed', result: job.result ?? undefined });
    }
  }

  async function check() {
    if (!file) {
      setFileError('Choose a CSV file first');
      return;
    }
    setBusy('checking');
    setFailure(null);
    setApplied(null);
    const job = await run(true);
    setBusy(null);
    if (job?.status === 'done' && job.result) setChecked({ file, result: job.result });
    else if (job) setFailure({ message: job.error ?? 'The check failed' });
  }

  async function apply() {
    if (!ready || !file) return;
    setBusy('importing');
    setFailure(null);
    const job = await run(false);
    setBusy(null);
    if (job) finishImport(job);
  }

  return (
    <div className="space-y-6">
      <Section
        title="Import a catalogue CSV"
        id="import-file"
        description={
          <>
            Start from the{' '}
            <a
              href={PRODUCTS_EXPORT_URL}
              download
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              current catalogue as CSV
            </a>{' '}
            : edit it, then check it here before importing.
          </>
        }
      >
        <div className="space-y-4">
          <Field
            label="CSV file"
            type="file"
            accept=".csv,text/csv"
            hint="Checking writes nothing: it shows what the file would change."
            error={fileError}
            className="max-w-lg"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => void check()} disabled={busy !== null}>
              {busy === 'checking' ? 'Checking…' : 'Check file'}
            </Button>
            <Button onClick={() => void apply()} disabled={!ready}>
              {busy === 'importing' ? 'Importing…' : 'Import'}
            </Button>
          </div>
          {running ? (
            <JobProgress
              job={running}
              label={running.dryRun ? 'Checking the file' : 'Importing the file'}
            />
          ) : null}
          {file && !ready && !busy && !failure && !applied ? (
            <p className="text-sm text-slate-700">
              {checked
                ? 'Correct the file, choose it again and check it.'
                : 'Check the file to import it.'}
            </p>
          ) : null}
          <FormAlert message={failure ? `The import failed: ${failure.message}` : null} />
        </div>
      </Section>
      {checked ? <ImportReport result={checked.result} title="Check of the file" /> : null}
      {failure?.result ? (
        <ImportReport result={failure.result} title="Why the import failed" />
      ) : null}
      {applied ? <ImportReport result={applied} title="Import done" /> : null}
      <Section title="The file’s columns" id="csv-columns">
        <CsvColumnHelp />
      </Section>
    </div>
  );
}
