import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { PatternLines } from '@visx/pattern';
import { scaleBand, scaleLinear } from '@visx/scale';
import { useRef } from 'react';
import { dayText, shortDayText, timelineSummary, type DayTotal, type KindChoice } from './timeline-text';
import { useWidth } from './use-width';
import styles from './EmailTimelineChart.module.css';

// Each at least 3:1 against the white card (WCAG 1.4.11): Bootstrap's darker blue 6.4:1, red 6.5:1, grey 9:1.
export const SENT_COLOUR = '#0a58ca';
export const FAILED_COLOUR = '#b02a37';
const AXIS_COLOUR = '#495057';
const FAILED_PATTERN = 'email-timeline-failed-stripes';

const HEIGHT = 320;
// Right: half of today's date label, which sits under the last day.
const MARGIN = { top: 16, right: 40, bottom: 56, left: 64 };
/** Room one date label needs at the portal's large type: a label every few days, fewer on a narrow screen. */
const LABEL_SPACE = 120;
// The portal's body size (18 px): the axis text is as large as the text around it.
const TICK_LABEL = { fill: '#212529', fontSize: 18, fontFamily: 'inherit' } as const;

/** The failed bars: red diagonal stripes with a red outline, told apart from the solid sent bars without colour. */
function FailedSwatch() {
  return (
    <svg width="28" height="20" aria-hidden="true" focusable="false" className="me-2 align-middle">
      <rect x="1" y="1" width="26" height="18" fill={`url(#${FAILED_PATTERN})`} stroke={FAILED_COLOUR} strokeWidth="2" />
    </svg>
  );
}

/**
 * Sent and failed messages per theater day, every day of the window in its place, oldest on the left. Drawn with visx
 * (SVG, no canvas): the picture is one image with a summary for screen readers, the numbers are in the tables under it.
 */
export default function EmailTimelineChart({ days, choice }: { days: readonly DayTotal[]; choice: KindChoice }) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useWidth(frame);
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 0);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const keys = days.map((total) => total.day);
  const byDay = scaleBand<string>({ domain: keys, range: [0, innerWidth], padding: 0.15 });
  const most = Math.max(1, ...days.map((total) => total.sent + total.failed));
  const count = scaleLinear<number>({ domain: [0, most], range: [innerHeight, 0], nice: true });
  const labelEvery = Math.max(1, Math.ceil(days.length / Math.max(1, Math.floor(innerWidth / LABEL_SPACE))));
  const countTicks = count.ticks(5).filter((value) => Number.isInteger(value));

  return (
    <figure className="mb-4">
      <div ref={frame} className={styles.frame}>
        <svg width={width} height={HEIGHT} role="img" aria-label={timelineSummary(days, choice)} data-testid="email-timeline-chart">
          <PatternLines
            id={FAILED_PATTERN}
            height={8}
            width={8}
            stroke={FAILED_COLOUR}
            strokeWidth={2}
            orientation={['diagonal']}
            background="#ffffff"
          />
          <Group left={MARGIN.left} top={MARGIN.top}>
            {days.map((total) => {
              if (total.sent + total.failed === 0) return null;
              const left = byDay(total.day) ?? 0;
              // One bar a day: the sent part below, the failed part stacked on it.
              const sentTop = count(total.sent);
              const failedTop = count(total.sent + total.failed);
              return (
                <g key={total.day}>
                  <title>{`${dayText(total.day)}: ${total.sent} sent, ${total.failed} failed`}</title>
                  <rect x={left} y={sentTop} width={byDay.bandwidth()} height={innerHeight - sentTop} fill={SENT_COLOUR} />
                  {total.failed > 0 && (
                    <rect
                      x={left}
                      y={failedTop}
                      width={byDay.bandwidth()}
                      height={sentTop - failedTop}
                      fill={`url(#${FAILED_PATTERN})`}
                      stroke={FAILED_COLOUR}
                      strokeWidth={2}
                    />
                  )}
                </g>
              );
            })}
            <AxisLeft
              scale={count}
              tickValues={countTicks}
              tickFormat={(value) => String(value)}
              stroke={AXIS_COLOUR}
              tickStroke={AXIS_COLOUR}
              tickLabelProps={{ ...TICK_LABEL, textAnchor: 'end', dx: -4, dy: '0.33em' }}
            />
            <AxisBottom
              top={innerHeight}
              scale={byDay}
              // Counted from today backwards, so today always has its label.
              tickValues={keys.filter((_, index) => (keys.length - 1 - index) % labelEvery === 0)}
              tickFormat={shortDayText}
              stroke={AXIS_COLOUR}
              tickStroke={AXIS_COLOUR}
              tickLabelProps={{ ...TICK_LABEL, textAnchor: 'middle' }}
            />
          </Group>
        </svg>
      </div>
      <figcaption className={`${styles.legend} fs-5`}>
        <span>
          <svg width="28" height="20" aria-hidden="true" focusable="false" className="me-2 align-middle">
            <rect x="1" y="1" width="26" height="18" fill={SENT_COLOUR} />
          </svg>
          Sent (solid)
        </span>
        <span>
          <FailedSwatch />
          Failed (striped, on top)
        </span>
      </figcaption>
    </figure>
  );
}
