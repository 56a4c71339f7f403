import { orderStatusLabel } from '@storefront/contract';
import { Badge } from '~/ui/badge';
import { statusTone } from '../status-rules';

export function OrderStatusBadge({ status }: { status: number }) {
  return <Badge tone={statusTone(status)}>{orderStatusLabel(status)}</Badge>;
}
