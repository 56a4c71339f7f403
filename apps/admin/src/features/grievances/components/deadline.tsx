import { formatDateTime } from '~/lib/format';
import { Badge } from '~/ui/badge';
import type { DeadlineView } from '../deadlines';

/** A deadline: its date, and what it means now in words on a coloured badge. */
export function Deadline({ dueAt, view }: { dueAt: string; view: DeadlineView }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <span className="whitespace-nowrap text-slate-900">{formatDateTime(dueAt)}</span>
      <Badge tone={view.tone}>{view.text}</Badge>
    </span>
  );
}
