import { CONTACT_MESSAGE_STATUS_LABELS, type ContactMessageStatus } from '@storefront/contract';
import { Badge, type BadgeTone } from '~/ui/badge';

const TONES: Record<ContactMessageStatus, BadgeTone> = {
  unread: 'warning',
  read: 'info',
  done: 'success',
};

export function MessageStatusBadge({ status }: { status: ContactMessageStatus }) {
  return <Badge tone={TONES[status]}>{CONTACT_MESSAGE_STATUS_LABELS[status]}</Badge>;
}
