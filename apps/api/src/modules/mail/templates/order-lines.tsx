import type { MailOrderLine } from '../mail-kinds';
import { formatRupees, variantLabel } from './format';
import { List } from './layout';

/** One bullet per order line: title, size and colour, quantity × price = amount. */
export function OrderLines({ lines }: { lines: MailOrderLine[] }) {
  return (
    <List
      items={lines.map((line) => {
        const variant = variantLabel(line.size, line.color);
        return (
          <>
            <strong>{line.title}</strong>
            {variant ? ` (${variant})` : ''} — {line.quantity} × {formatRupees(line.unitPricePaise)}{' '}
            = <strong>{formatRupees(line.quantity * line.unitPricePaise)}</strong>
          </>
        );
      })}
    />
  );
}
