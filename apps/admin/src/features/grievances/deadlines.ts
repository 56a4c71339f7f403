import {
  type DeadlineState,
  deadlineState,
  GRIEVANCE_STATUS_LABELS,
  GRIEVANCE_WARNING_MS,
  type GrievanceStatusAnswer,
} from '@storefront/contract';
import type { BadgeTone } from '~/ui/badge';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "45 min", "3 h", "2 days": how far off a deadline is, rounded down (never overstated). */
export function formatDuration(ms: number): string {
  const span = Math.abs(ms);
  if (span < HOUR) return `${Math.max(1, Math.floor(span / MINUTE))} min`;
  if (span < 2 * DAY) return `${Math.floor(span / HOUR)} h`;
  const days = Math.floor(span / DAY);
  return `${days} days`;
}

export interface DeadlineView {
  state: DeadlineState;
  /** What the deadline means now, in words (never colour alone). */
  text: string;
  tone: BadgeTone;
}

const TONES: Record<DeadlineState, BadgeTone> = {
  met: 'success',
  late: 'neutral',
  pending: 'info',
  soon: 'warning',
  overdue: 'danger',
};

type Deadlines = Pick<
  GrievanceStatusAnswer,
  'status' | 'acknowledgeBy' | 'acknowledgedAt' | 'resolveBy' | 'resolvedAt'
>;

/**
 * A grievance's two deadlines as the grievance officer reads them: acknowledgement (48 hours),
 * then resolution (one month), each "Due in 5 h", "Overdue by 3 h", "Acknowledged in time" or
 * "Resolved 2 days late". Highlighted from 12 hours and 7 days before (GRIEVANCE_WARNING_MS).
 */
export function grievanceDeadlines(grievance: Deadlines, now: Date) {
  const view = (dueAt: string, doneAt: string | null, warningMs: number, done: string) => {
    const state = deadlineState(dueAt, doneAt, now, warningMs);
    const due = new Date(dueAt).getTime();
    const text = {
      met: `${done} in time`,
      late: `${done} ${formatDuration(new Date(doneAt ?? dueAt).getTime() - due)} late`,
      pending: `Due in ${formatDuration(due - now.getTime())}`,
      soon: `Due in ${formatDuration(due - now.getTime())}`,
      overdue: `Overdue by ${formatDuration(now.getTime() - due)}`,
    }[state];
    return { state, text, tone: TONES[state] } satisfies DeadlineView;
  };
  const finished = grievance.status === 'closed' ? 'Closed' : GRIEVANCE_STATUS_LABELS.resolved;
  return {
    acknowledge: view(
      grievance.acknowledgeBy,
      grievance.acknowledgedAt,
      GRIEVANCE_WARNING_MS.acknowledge,
      'Acknowledged',
    ),
    resolve: view(
      grievance.resolveBy,
      grievance.resolvedAt,
      GRIEVANCE_WARNING_MS.resolve,
      finished,
    ),
  };
}
