import { copy } from '#shared/copy.js';
import { formatDay } from '#web/lib/format-date';
import { niceMax, shortDay } from '../chart-scale';

type DayViews = { day: string; views: number };

const barWidth = 10;
const gap = 4;
const chartHeight = 120;
const labelRoom = 20;
const axisRoom = 36;

type ViewsChartProps = {
  days: readonly DayViews[];
  /** The words of another daily count (やったよ per day); views per day by default. */
  words?: {
    caption: string;
    column: string;
    total: (count: number) => string;
    /** What is said above the bars instead of the total (a sum of weekly members means nothing). */
    summary?: string;
    /** The first column's name and each row's (weeks instead of days). */
    row?: { heading: string; label: (day: string) => string };
  };
};

const viewWords = {
  caption: copy.admin.dashboard.viewsPerDay,
  column: copy.admin.dashboard.views,
  total: copy.admin.dashboard.viewsTotal,
};

/**
 * Views (or another count) per day as bars (our own SVG, no chart library). The picture is for
 * the eye; the same numbers are in a table for screen readers.
 */
export function ViewsChart({ days, words = viewWords }: ViewsChartProps) {
  const top = niceMax(Math.max(0, ...days.map((entry) => entry.views)));
  const total = days.reduce((sum, entry) => sum + entry.views, 0);
  const width = axisRoom + days.length * (barWidth + gap);
  const height = chartHeight + labelRoom;

  return (
    <figure className="views-chart">
      <figcaption className="views-chart__total">{words.summary ?? words.total(total)}</figcaption>
      <svg
        className="views-chart__svg"
        viewBox={`0 0 ${width} ${height}`}
        aria-hidden="true"
        focusable="false"
      >
        <line x1={axisRoom - 2} y1={chartHeight} x2={width} y2={chartHeight} className="views-chart__axis" />
        <text x={axisRoom - 6} y={13} className="views-chart__tick" textAnchor="end">
          {top}
        </text>
        <text x={axisRoom - 6} y={chartHeight} className="views-chart__tick" textAnchor="end">
          0
        </text>
        {days.map((entry, index) => {
          const barHeight = (entry.views / top) * (chartHeight - 4);
          const x = axisRoom + index * (barWidth + gap);
          return (
            <g key={entry.day}>
              <rect
                x={x}
                y={chartHeight - barHeight}
                width={barWidth}
                height={barHeight}
                rx={2}
                className="views-chart__bar"
              />
              {(days.length - 1 - index) % 7 === 0 && (
                <text
                  // The newest day's label ends at its bar, so it stays inside the picture.
                  x={index === days.length - 1 ? x + barWidth : x + barWidth / 2}
                  y={height - 2}
                  className="views-chart__tick"
                  textAnchor={index === days.length - 1 ? 'end' : 'middle'}
                >
                  {shortDay(entry.day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="visually-hidden">
        <caption>{words.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{words.row?.heading ?? copy.admin.dashboard.day}</th>
            <th scope="col">{words.column}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((entry) => (
            <tr key={entry.day}>
              <th scope="row">{words.row ? words.row.label(entry.day) : formatDay(entry.day)}</th>
              <td>{entry.views}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
