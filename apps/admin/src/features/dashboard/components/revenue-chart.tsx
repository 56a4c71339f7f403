import type { Dashboard } from '@storefront/contract';
import { useId } from 'react';
import { formatCount, formatDay, formatRupees } from '~/lib/format';

type Day = Dashboard['byDay'][number];

const WIDTH = 600;
const HEIGHT = 200;
const AXIS = 24;

/** One sentence that says what the chart shows, for those who cannot see it. */
export function chartSummary(days: readonly Day[]): string {
  if (days.length === 0) return 'No days to show.';
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const best = days.reduce((top, day) => (day.revenue > top.revenue ? day : top), days[0]!);
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const range = `${formatDay(first.date, true)} to ${formatDay(last.date, true)}`;
  if (total === 0) return `No revenue from ${range}.`;
  return `Revenue per day from ${range}: ${formatRupees(total)} in all; the best day was ${formatDay(best.date, true)} with ${formatRupees(best.revenue)}.`;
}

/**
 * Revenue by day as bars, drawn here rather than with a charting library. The SVG is one image
 * whose description summarises it; the exact figures are in a table under it.
 */
export function RevenueChart({ days }: { days: readonly Day[] }) {
  const titleId = useId();
  const descId = useId();
  const max = Math.max(1, ...days.map((day) => day.revenue));
  const slot = days.length > 0 ? WIDTH / days.length : WIDTH;
  const barWidth = Math.max(1, slot * 0.7);
  const plotHeight = HEIGHT - AXIS;
  const labelled = new Set([0, Math.floor((days.length - 1) / 2), days.length - 1]);

  return (
    <figure>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="block h-auto w-full"
      >
        <title id={titleId}>Revenue by day, last 30 days</title>
        <desc id={descId}>{chartSummary(days)}</desc>
        <line
          x1="0"
          x2={WIDTH}
          y1={plotHeight}
          y2={plotHeight}
          stroke="currentColor"
          className="text-slate-400"
        />
        {days.map((day, index) => {
          const height = (day.revenue / max) * (plotHeight - 8);
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={day.date}>
              <rect
                x={x}
                y={plotHeight - height}
                width={barWidth}
                height={Math.max(height, day.revenue > 0 ? 1 : 0)}
                rx="2"
                className="fill-brand-600"
              >
                <title>{`${formatDay(day.date)}: ${formatRupees(day.revenue)}, ${formatCount(day.orders)} orders`}</title>
              </rect>
              {labelled.has(index) ? (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 6}
                  textAnchor={index === 0 ? 'start' : index === days.length - 1 ? 'end' : 'middle'}
                  className="fill-slate-700 text-[13px]"
                >
                  {formatDay(day.date)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 text-sm text-slate-700">
        Each bar is one day's revenue; cancelled orders are left out.
      </figcaption>
      <details className="mt-3">
        <summary className="flex min-h-10 cursor-pointer items-center text-sm font-medium text-brand-800">
          Show the figures as a table
        </summary>
        <div className="mt-2 max-h-96 overflow-y-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Orders and revenue by day</caption>
            <thead className="text-slate-700">
              <tr>
                <th scope="col" className="py-1 pr-4 font-semibold">
                  Day
                </th>
                <th scope="col" className="py-1 pr-4 text-right font-semibold">
                  Orders
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {formatDay(day.date, true)}
                  </th>
                  <td className="py-1 pr-4 text-right">{formatCount(day.orders)}</td>
                  <td className="py-1 text-right">{formatRupees(day.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
