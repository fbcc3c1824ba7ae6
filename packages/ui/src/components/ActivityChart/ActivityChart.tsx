import { AxisBottom, AxisLeft } from '@visx/axis';
import { curveMonotoneX } from '@visx/curve';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import { ToggleGroup } from 'radix-ui';
import { type HTMLAttributes, useId, useState } from 'react';
import { mediaMessages } from '../../i18n/media';
import type { MessageOverrides } from '../../i18n/messages';
import { vars } from '../../theme/contract.css';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './ActivityChart.css';
import {
  type ActivityByDate,
  type ActivityByWeekday,
  type ActivityPoint,
  type ActivityRange,
  activityPoints,
  activityRanges,
  formatHours,
} from './activityData';

type Messages = Omit<typeof mediaMessages.activityChart, 'weekdays' | 'weekdaysShort'>;

export interface ActivityChartProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** `watch_time_by_day.time_by_day` (weekday → slots and total_hours): the 'days' and 'twoWeeks' ranges. */
  byWeekday?: ActivityByWeekday;
  /** `watch_time_last_month.time_by_day` (YYYY-MM-DD → hours): the 'months' range. */
  byDate?: ActivityByDate;
  /** The day the data ends on; picks today's weekday and the 29-day window. */
  today: Date | string;
  /** Controlled range. */
  range?: ActivityRange;
  defaultRange?: ActivityRange;
  onRangeChange?: (range: ActivityRange) => void;
  /** Fixed chart width; without it the chart fills its container. */
  width?: number;
  height?: number;
  loading?: boolean;
  title?: string;
  /** The title's heading level: 2 where the chart follows the page's h1 with no section heading between. */
  headingLevel?: 2 | 3 | 4;
  messages?: MessageOverrides<Messages>;
}

// The left margin holds the widest hour label ('1,5 სთ') whole.
const margin = { top: 12, right: 12, bottom: 30, left: 64 };

/**
 * Hours listened over time (spec §3, §9) with a day / week / month selector: bars for the day's three time slots
 * (separate amounts, not a trend), an area for the weeks and the month.
 */
export function ActivityChart({
  byWeekday,
  byDate,
  today,
  range: controlledRange,
  defaultRange = 'twoWeeks',
  onRangeChange,
  width,
  height = 240,
  loading = false,
  title,
  headingLevel = 3,
  messages: overrides,
  className,
  ...rest
}: ActivityChartProps) {
  const messages = { ...mediaMessages.activityChart, ...overrides };
  const [uncontrolledRange, setUncontrolledRange] = useState<ActivityRange>(defaultRange);
  const range = controlledRange ?? uncontrolledRange;
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;

  const points = activityPoints(range, { byWeekday, byDate }, today);
  const total = points.reduce((sum, point) => sum + point.hours, 0);
  const empty = total === 0;

  const changeRange = (value: string) => {
    // Radix sends '' when the pressed item is clicked again; a range stays selected.
    if (!value) return;
    const next = value as ActivityRange;
    setUncontrolledRange(next);
    onRangeChange?.(next);
  };

  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')} aria-labelledby={headingId} {...rest}>
      <div className={styles.header}>
        <div className={styles.titles}>
          <Heading id={headingId} className={styles.title}>
            {title ?? messages.title}
          </Heading>
          {!loading && (
            <span className={styles.total}>
              {messages.total}: {formatHours(total)} {messages.hours}
            </span>
          )}
        </div>
        <ToggleGroup.Root
          type="single"
          value={range}
          onValueChange={changeRange}
          className={styles.segmented}
          aria-label={messages.range}
        >
          {activityRanges.map((value) => (
            <ToggleGroup.Item key={value} value={value} className={styles.segment}>
              {messages[value]}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>

      {loading ? (
        <div className={styles.state} style={{ height }} role="status">
          {messages.loading}
        </div>
      ) : empty ? (
        <div className={styles.state} style={{ height }}>
          <Icon name="chart" size={28} />
          {messages.empty}
        </div>
      ) : (
        <div className={styles.chart} style={{ height }}>
          {width ? (
            <AreaChart
              points={points}
              width={width}
              height={height}
              dense={range === 'months'}
              bars={range === 'days'}
              unit={messages.hoursShort}
            />
          ) : (
            <ParentSize debounceTime={0}>
              {({ width: parentWidth }) =>
                parentWidth > 0 ? (
                  <AreaChart
                    points={points}
                    width={parentWidth}
                    height={height}
                    dense={range === 'months'}
                    bars={range === 'days'}
                    unit={messages.hoursShort}
                  />
                ) : null
              }
            </ParentSize>
          )}
        </div>
      )}

      {!loading && (
        <VisuallyHidden>
          <table>
            <caption>
              {messages.summary}: {messages[range]}
            </caption>
            <thead>
              <tr>
                <th scope="col">{messages.period}</th>
                <th scope="col">{messages.hours}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.key}>
                  <th scope="row">{point.fullLabel}</th>
                  <td>{formatHours(point.hours)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      )}
    </section>
  );
}
ActivityChart.displayName = 'ActivityChart';

function AreaChart({
  points,
  width,
  height,
  dense,
  bars = false,
  unit,
}: {
  unit: string;
  points: ActivityPoint[];
  width: number;
  height: number;
  dense: boolean;
  bars?: boolean;
}) {
  const gradientId = useId();
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const max = Math.max(...points.map((point) => point.hours), 0);

  const domain = points.map((point) => point.key);
  const band = scaleBand<string>({ domain, range: [0, innerWidth], padding: 0.45 });
  const barWidth = Math.min(band.bandwidth(), 72);
  const x = bars ? band : scalePoint<string>({ domain, range: [0, innerWidth], padding: 0.3 });
  const y = scaleLinear<number>({ domain: [0, max > 0 ? max * 1.15 : 1], range: [innerHeight, 0], nice: true });
  const xOf = (point: ActivityPoint) => x(point.key) ?? 0;
  const yOf = (point: ActivityPoint) => y(point.hours);
  const labelOf = new Map(points.map((point) => [point.key, point.label]));
  // 29 dates do not fit as labels: one a week, ending on today.
  const tickValues = dense
    ? points.filter((_, index) => (points.length - 1 - index) % 7 === 0).map((point) => point.key)
    : points.map((point) => point.key);
  const yTicks = innerHeight < 160 ? 3 : 4;

  return (
    <svg width={width} height={height} className={styles.svg} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" className={styles.gradientStart} />
          <stop offset="100%" className={styles.gradientEnd} />
        </linearGradient>
      </defs>
      <Group left={margin.left} top={margin.top}>
        <GridRows
          scale={y}
          width={innerWidth}
          numTicks={yTicks}
          lineStyle={{ stroke: vars.color.border }}
          strokeDasharray="3 4"
        />
        {bars ? (
          points.map((point) => (
            <rect
              key={point.key}
              x={(band(point.key) ?? 0) + (band.bandwidth() - barWidth) / 2}
              y={yOf(point)}
              width={barWidth}
              height={Math.max(0, innerHeight - yOf(point))}
              rx={6}
              className={styles.bar}
            />
          ))
        ) : (
          <>
            <AreaClosed<ActivityPoint>
              data={points}
              x={xOf}
              y={yOf}
              yScale={y}
              curve={curveMonotoneX}
              style={{ fill: `url(#${gradientId})` }}
            />
            <LinePath<ActivityPoint> data={points} x={xOf} y={yOf} curve={curveMonotoneX} className={styles.line} />
          </>
        )}
        {!dense &&
          !bars &&
          points.map((point) => (
            <circle key={point.key} cx={xOf(point)} cy={yOf(point)} r={4} className={styles.dot} />
          ))}
        <AxisLeft
          scale={y}
          numTicks={yTicks}
          hideAxisLine
          hideTicks
          tickFormat={(value) => `${formatHours(Number(value))} ${unit}`}
          tickLabelProps={{ className: styles.tickLabel, textAnchor: 'end', dx: -6, dy: 3 }}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={tickValues}
          hideTicks
          axisLineClassName={styles.axisLine}
          tickFormat={(key) => labelOf.get(String(key)) ?? String(key)}
          tickLabelProps={{ className: styles.tickLabel, textAnchor: 'middle', dy: 4 }}
        />
      </Group>
    </svg>
  );
}
