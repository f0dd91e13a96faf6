/**
 * A light grouped bar chart in SVG, without a chart library: one group of bars per category, one
 * bar per series, a few gridlines with their values. It is a picture (role img with a summary);
 * the page shows the same figures as a table for screen readers and exact reading.
 */
export interface BarSeries {
  name: string;
  /** A fill colour class of the bars and the legend swatch ('fill-brand-600'). */
  fill: string;
  values: readonly number[];
}

interface BarChartProps {
  /** The accessible name of the picture. */
  label: string;
  categories: readonly string[];
  series: readonly BarSeries[];
  /** The height of the plot in SVG units (the width follows the categories). */
  height?: number;
}

const AXIS = 36;
const FOOT = 28;
const TOP = 8;

/** A round step for the gridlines: 1, 2 or 5 times a power of ten, about four lines to the top. */
export function niceStep(max: number): number {
  if (max <= 4) return 1;
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
}

export function BarChart({ label, categories, series, height = 220 }: BarChartProps) {
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const step = niceStep(max);
  const top = Math.ceil(max / step) * step;
  const groupWidth = Math.max(18, series.length * 10 + 8);
  const width = AXIS + categories.length * groupWidth + 4;
  const plot = height - FOOT - TOP;
  const y = (v: number) => TOP + plot - (v / top) * plot;
  const barWidth = (groupWidth - 6) / series.length;
  const labelEvery = Math.max(1, Math.ceil(categories.length / 12));
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);

  return (
    <figure className="w-full">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-full"
        preserveAspectRatio="xMinYMin meet"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={AXIS} x2={width} y1={y(tick)} y2={y(tick)} className="stroke-slate-200" strokeWidth={1} />
            <text x={AXIS - 4} y={y(tick) + 3} textAnchor="end" className="fill-slate-500 text-[9px]">
              {tick.toLocaleString('en-US')}
            </text>
          </g>
        ))}
        {categories.map((category, c) => {
          const x0 = AXIS + c * groupWidth + 3;
          return (
            <g key={category}>
              {series.map((s, i) => {
                const v = s.values[c] ?? 0;
                return (
                  <rect
                    key={s.name}
                    x={x0 + i * barWidth}
                    y={y(v)}
                    width={Math.max(1, barWidth - 1)}
                    height={Math.max(0, y(0) - y(v))}
                    className={s.fill}
                  >
                    <title>{`${category}, ${s.name}: ${v.toLocaleString('en-US')}`}</title>
                  </rect>
                );
              })}
              {c % labelEvery === 0 ? (
                <text
                  x={x0 + (groupWidth - 6) / 2}
                  y={height - FOOT + 14}
                  textAnchor="middle"
                  className="fill-slate-600 text-[9px]"
                >
                  {category}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
        {series.map((s) => (
          <span key={s.name} className="inline-flex items-center gap-1.5">
            <svg aria-hidden="true" viewBox="0 0 10 10" className="size-3">
              <rect width="10" height="10" rx="2" className={s.fill} />
            </svg>
            {s.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
