/** A bar chart drawn with CSS (no chart library): one bar per point, a few axis labels, the value on hover. */
import { pointLabel } from './salesView';

export interface ChartPoint {
  at: string;
  value: number;
}

interface BarChartProps {
  title: string;
  points: ChartPoint[];
  format(value: number): string;
  /** The short form of the highest value, above the plot. */
  formatAxis(value: number): string;
}

/** About six labels under the bars, whatever their number. */
const LABELS = 6;
/** Beyond this many bars (a year of days) they touch: a gap would leave only gaps. */
const DENSE = 60;

export function BarChart({ title, points, format, formatAxis }: BarChartProps) {
  const max = Math.max(0, ...points.map((p) => p.value));
  const every = Math.max(1, Math.ceil(points.length / LABELS));
  const best = points.find((p) => p.value === max && max > 0);
  const summary = best ? `${title}: максимум ${format(max)} (${pointLabel(best.at)})` : `${title}: нет продаж`;
  return (
    <figure className={points.length > DENSE ? 'sales-chart sales-chart--dense' : 'sales-chart'}>
      <figcaption className="sales-chart__title">{title}</figcaption>
      <p className="sales-chart__max" aria-hidden="true">
        {formatAxis(max)}
      </p>
      <div className="sales-chart__bars" role="img" aria-label={summary}>
        {points.map((p) => (
          <span key={p.at} className="sales-chart__slot" title={`${pointLabel(p.at)}: ${format(p.value)}`}>
            <span className="sales-chart__bar" style={{ height: `${max ? (p.value / max) * 100 : 0}%` }} />
          </span>
        ))}
      </div>
      <div className="sales-chart__axis" aria-hidden="true">
        {points.map((p, i) => (
          <span key={p.at} className="sales-chart__label">
            {i % every === 0 ? pointLabel(p.at) : ''}
          </span>
        ))}
      </div>
    </figure>
  );
}
