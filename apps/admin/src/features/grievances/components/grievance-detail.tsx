import type { AdminGrievance } from '@storefront/contract';
import { Link, useLocation } from 'react-router';
import { formatDateTime } from '~/lib/format';
import { useNow } from '~/lib/use-now';
import { buttonClasses } from '~/ui/button';
import { Detail, detailLinkClasses } from '~/ui/detail';
import { PageHeader, Section } from '~/ui/page-header';
import { grievanceDeadlines } from '../deadlines';
import { Deadline } from './deadline';
import { GrievanceActions } from './grievance-actions';
import { GrievanceStatusBadge } from './grievance-status-badge';

/** "Acknowledged 12 Oct 2026, 3:45 pm by meera@…", or nothing while it is not. */
function Done({ verb, at, by }: { verb: string; at: string | null; by: string | null }) {
  if (!at) return null;
  return (
    <span className="mt-1 block text-sm text-slate-700">
      {verb} {formatDateTime(at)}
      {by ? ` by ${by}` : ''}
    </span>
  );
}

export interface GrievanceDetailProps {
  grievance: AdminGrievance;
  onChanged: () => void;
  onAuthFailure?: (error: unknown) => boolean;
}

/** One grievance: what to do next and its deadlines first, then the complaint and the answer. */
export function GrievanceDetail({ grievance, onChanged, onAuthFailure }: GrievanceDetailProps) {
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch;
  const deadlines = grievanceDeadlines(grievance, useNow());
  const finished = grievance.status === 'closed' ? 'Closed' : 'Resolved';

  return (
    <>
      <PageHeader
        title={
          <>
            Grievance <span className="font-mono">{grievance.ticket}</span>
          </>
        }
        description={
          <span className="flex flex-wrap items-center gap-2">
            <GrievanceStatusBadge status={grievance.status} />
            <span>Received {formatDateTime(grievance.createdAt)}</span>
          </span>
        }
        actions={
          <Link
            to={`/grievances${listSearch ? `?${listSearch}` : ''}`}
            className={buttonClasses('outline', 'sm')}
          >
            Back to grievances
          </Link>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-start-3 lg:row-start-1">
          <Section title="Next step" id="grievance-action">
            <GrievanceActions
              key={`${grievance.status}-${grievance.updatedAt}`}
              grievance={grievance}
              onChanged={onChanged}
              onAuthFailure={onAuthFailure}
            />
          </Section>
          <Section title="From" id="grievance-person">
            <dl>
              <Detail term="Name">{grievance.name}</Detail>
              {grievance.email ? (
                <Detail term="E-mail">
                  <a href={`mailto:${grievance.email}`} className={detailLinkClasses}>
                    {grievance.contact}
                  </a>
                </Detail>
              ) : (
                <Detail term="Phone">
                  <a href={`tel:${grievance.phone}`} className={detailLinkClasses}>
                    {grievance.contact}
                  </a>
                  <span className="block text-sm text-slate-700">
                    No e-mail address: they are not e-mailed.
                  </span>
                </Detail>
              )}
              <Detail term="Order">
                {grievance.orderId ? (
                  <Link
                    to={`/orders/${encodeURIComponent(grievance.orderId)}`}
                    className={`${detailLinkClasses} font-mono`}
                  >
                    {grievance.orderId}
                  </Link>
                ) : grievance.orderRef ? (
                  <>
                    <span className="font-mono">{grievance.orderRef}</span>
                    <span className="block text-sm text-slate-700">
                      As typed: not an order of this shop placed with this e-mail or phone.
                    </span>
                  </>
                ) : (
                  'None given'
                )}
              </Detail>
            </dl>
          </Section>
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <Section
            title="Deadlines"
            id="grievance-deadlines"
            description="Acknowledge within 48 hours and resolve within one month of receipt (Consumer Protection (E-Commerce) Rules, 2020)."
          >
            <dl className="grid gap-4 sm:grid-cols-2">
              <Detail term="Acknowledge by">
                <Deadline dueAt={grievance.acknowledgeBy} view={deadlines.acknowledge} />
                <Done
                  verb="Acknowledged"
                  at={grievance.acknowledgedAt}
                  by={grievance.acknowledgedBy}
                />
              </Detail>
              <Detail term="Resolve by">
                <Deadline dueAt={grievance.resolveBy} view={deadlines.resolve} />
                <Done verb={finished} at={grievance.resolvedAt} by={grievance.resolvedBy} />
              </Detail>
            </dl>
          </Section>
          <Section title="Complaint" id="grievance-message">
            <p className="break-words whitespace-pre-wrap text-slate-900">{grievance.message}</p>
          </Section>
          {grievance.resolution ? (
            <Section
              title={grievance.status === 'closed' ? 'Reason for closing' : 'Answer'}
              id="grievance-resolution"
            >
              <p className="break-words whitespace-pre-wrap text-slate-900">
                {grievance.resolution}
              </p>
            </Section>
          ) : null}
        </div>
      </div>
    </>
  );
}
