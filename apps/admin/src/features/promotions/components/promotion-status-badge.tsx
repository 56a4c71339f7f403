import { PROMOTION_STATUS_LABELS, type PromotionStatus } from '@storefront/contract';
import { Badge } from '~/ui/badge';
import { PROMOTION_STATUS_TONES } from '../promotion-rules';

export function PromotionStatusBadge({ status }: { status: PromotionStatus }) {
  return <Badge tone={PROMOTION_STATUS_TONES[status]}>{PROMOTION_STATUS_LABELS[status]}</Badge>;
}
