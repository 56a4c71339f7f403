import { RETURN_STATUS_LABELS, type ReturnStatus } from '@storefront/contract';
import { Badge } from '~/ui/badge';
import { RETURN_STATUS_TONES } from '../return-rules';

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <Badge tone={RETURN_STATUS_TONES[status]}>{RETURN_STATUS_LABELS[status]}</Badge>;
}
