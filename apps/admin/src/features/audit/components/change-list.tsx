import { jsonDiff } from '../json-diff';

const SHOWN = 6;

/** An audit entry's before → after, one line per changed field. */
export function ChangeList({ before, after }: { before: unknown; after: unknown }) {
  const rows = jsonDiff(before, after);
  if (rows.length === 0) return <span className="text-slate-700">No field changes</span>;
  const line = (row: (typeof rows)[number]) => (
    <li key={row.path} className="wrap-anywhere">
      {row.path ? <code className="font-semibold text-slate-900">{row.path}</code> : null}
      {row.path ? ': ' : ''}
      {row.kind === 'added' ? (
        <>
          <span className="sr-only">set to </span>
          <span className="text-emerald-800">{row.after}</span>
        </>
      ) : row.kind === 'removed' ? (
        <>
          <span className="sr-only">removed, was </span>
          <span className="text-red-800 line-through">{row.before}</span>
        </>
      ) : (
        <>
          <span className="text-red-800 line-through">{row.before}</span>
          <span aria-hidden="true"> → </span>
          <span className="sr-only"> changed to </span>
          <span className="text-emerald-800">{row.after}</span>
        </>
      )}
    </li>
  );
  return (
    <div className="min-w-0 text-left text-sm">
      <ul className="space-y-1">{rows.slice(0, SHOWN).map(line)}</ul>
      {rows.length > SHOWN ? (
        <details className="mt-1">
          <summary className="flex min-h-10 cursor-pointer items-center font-medium text-brand-800">
            {rows.length - SHOWN} more changes
          </summary>
          <ul className="space-y-1">{rows.slice(SHOWN).map(line)}</ul>
        </details>
      ) : null}
    </div>
  );
}
