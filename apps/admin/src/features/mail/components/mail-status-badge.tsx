import type { AdminMail, MailStatus } from '@storefront/contract';
import { formatCount, formatDateTime } from '~/lib/format';
import { Badge, type BadgeTone } from '~/ui/badge';

const STATUS: Record<MailStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  sending: { label: 'Sending', tone: 'warning' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

function attemptsText(attempts: number): string {
  return `${formatCount(attempts)} ${attempts === 1 ? 'attempt' : 'attempts'}`;
}

/** Where an e-mail stands: sent, on its way (with the tries so far), or given up on. */
export function MailStatusBadge({
  mail,
}: {
  mail: Pick<AdminMail, 'status' | 'attempts' | 'nextAttemptAt'>;
}) {
  const { label, tone } = STATUS[mail.status];
  const waiting = mail.status === 'pending' || mail.status === 'sending';
  const text =
    mail.attempts > 0 && waiting
      ? `${label} · ${attemptsText(mail.attempts)}`
      : mail.attempts > 0 && mail.status === 'failed'
        ? `${label} after ${attemptsText(mail.attempts)}`
        : label;
  return (
    <span className="inline-flex flex-col items-end gap-1 md:items-start">
      <Badge tone={tone}>
        <span className="whitespace-nowrap">{text}</span>
      </Badge>
      {mail.status === 'pending' && mail.attempts > 0 && mail.nextAttemptAt ? (
        <span className="text-xs text-slate-700">
          Next try {formatDateTime(mail.nextAttemptAt)}
        </span>
      ) : null}
    </span>
  );
}
