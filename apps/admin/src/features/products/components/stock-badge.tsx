import { STOCK_STATE_LABELS, type StockState } from '@storefront/contract';
import { Badge, type BadgeTone } from '~/ui/badge';

const TONES: Record<StockState, BadgeTone> = {
  in_stock: 'success',
  low: 'warning',
  out: 'danger',
  untracked: 'neutral',
};

export function StockBadge({ state }: { state: StockState }) {
  return <Badge tone={TONES[state]}>{STOCK_STATE_LABELS[state]}</Badge>;
}
