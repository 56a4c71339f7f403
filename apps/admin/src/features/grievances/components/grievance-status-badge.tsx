import { GRIEVANCE_STATUS_LABELS, type GrievanceStatus } from '@storefront/contract';
import { Badge, type BadgeTone } from '~/ui/badge';

const TONES: Record<GrievanceStatus, BadgeTone> = {
  open: 'warning',
  acknowledged: 'info',
  resolved: 'success',
  closed: 'neutral',
};

export function GrievanceStatusBadge({ status }: { status: GrievanceStatus }) {
  return <Badge tone={TONES[status]}>{GRIEVANCE_STATUS_LABELS[status]}</Badge>;
}
