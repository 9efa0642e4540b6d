// The Grafana dashboard, generated from this file: `node deploy/monitoring/grafana/dashboard.mjs` rewrites
// greenroom.dashboard.json; `npm test` (deploy/monitoring/check) refuses a JSON that differs from what this makes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

const DATASOURCE = { type: 'prometheus', uid: '${datasource}' };
const WIDTH = 24;

/** One query of a panel; `legend` is Grafana's legend template. */
const query = (expr, legend) => ({ expr, legendFormat: legend });

/** Grafana units: https://grafana.com/docs/grafana/latest/panels-visualizations/configure-standard-options/ */
function timeseries(title, description, queries, unit = 'short') {
  return {
    type: 'timeseries',
    title,
    description,
    queries,
    fieldConfig: { defaults: { unit }, overrides: [] },
    options: { legend: { displayMode: 'table', placement: 'bottom', calcs: ['lastNotNull', 'max'] } },
  };
}

function stat(title, description, queries, unit = 'short', thresholds = []) {
  return {
    type: 'stat',
    title,
    description,
    queries,
    fieldConfig: { defaults: { unit, thresholds: { mode: 'absolute', steps: [{ color: 'green', value: null }, ...thresholds] } }, overrides: [] },
    options: { reduceOptions: { calcs: ['lastNotNull'], fields: '', values: false }, colorMode: 'background', graphMode: 'area' },
  };
}

/** Rows of panels, each row laid out left to right in equal widths. */
const ROWS = [
  {
    title: 'Queues',
    panels: [
      stat(
        'Redis',
        'Whether the workers could read the queues at their last sample (1 = yes).',
        [query('min(greenroom_redis_up)', 'redis up')],
        'none',
        [
          { color: 'red', value: null },
          { color: 'green', value: 1 },
        ],
      ),
      stat(
        'Since the last sample',
        'Seconds since a worker last sampled the queues (every METRICS_SAMPLE_MS, 15 s by default).',
        [query('time() - max(greenroom_metrics_sampled_timestamp_seconds)', 'age')],
        's',
        [{ color: 'red', value: 120 }],
      ),
      timeseries('Jobs waiting per queue', 'Sampled by the workers every METRICS_SAMPLE_MS.', [
        query('max by (queue) (greenroom_queue_jobs{state="waiting"})', '{{queue}}'),
      ]),
      timeseries(
        'Jobs active and delayed per queue',
        'Delayed: retries waiting out their backoff, and application digests waiting for their window.',
        [
          query('max by (queue) (greenroom_queue_jobs{state="active"})', '{{queue}} active'),
          query('max by (queue) (greenroom_queue_jobs{state="delayed"})', '{{queue}} delayed'),
        ],
      ),
      timeseries('Failed jobs kept per queue', 'Jobs that used up their attempts (sign-in jobs are not kept).', [
        query('max by (queue) (greenroom_queue_jobs{state="failed"})', '{{queue}}'),
      ]),
    ],
  },
  {
    title: 'Sends',
    panels: [
      timeseries('E-mails per minute by kind and outcome', 'sent: accepted by the relay; deferred: refused for now, retried; failed: given up.', [
        query('sum by (kind, outcome) (rate(greenroom_emails_total[5m])) * 60', '{{kind}} {{outcome}}'),
      ]),
      timeseries(
        'Failure ratio by kind',
        'Alert GreenroomEmailFailureRatio above 5%.',
        [
          query(
            'sum by (kind) (rate(greenroom_emails_total{outcome="failed"}[15m])) / sum by (kind) (rate(greenroom_emails_total[15m]))',
            '{{kind}}',
          ),
        ],
        'percentunit',
      ),
      timeseries(
        'SMTP send time (p50, p95)',
        'How long the relay takes to accept one message.',
        [
          query('histogram_quantile(0.5, sum by (le, kind) (rate(greenroom_smtp_send_duration_seconds_bucket[5m])))', '{{kind}} p50'),
          query('histogram_quantile(0.95, sum by (le, kind) (rate(greenroom_smtp_send_duration_seconds_bucket[5m])))', '{{kind}} p95'),
        ],
        's',
      ),
    ],
  },
  {
    title: 'Campaigns',
    panels: [
      stat('Campaigns in progress', 'Mass e-mails, tests and digest runs with recipients still queued.', [
        query('max(greenroom_campaigns_in_progress)', 'in progress'),
      ]),
      timeseries('Recipients still queued per campaign', 'A flat line with recipients left is a stalled campaign (alert GreenroomCampaignStalled).', [
        query('max by (campaign_id, kind) (greenroom_campaign_remaining_recipients)', '{{kind}} {{campaign_id}}'),
      ]),
      stat(
        'Oldest queued recipient',
        'Age of the oldest campaign with a recipient still queued (alert above one hour).',
        [query('max(greenroom_oldest_queued_recipient_age_seconds)', 'age')],
        's',
        [
          { color: 'orange', value: 1800 },
          { color: 'red', value: 3600 },
        ],
      ),
    ],
  },
  {
    title: 'HTTP',
    panels: [
      timeseries(
        'Requests per second by route',
        'By route template; "unmatched" is every path no route took.',
        [query('topk(10, sum by (route, method) (rate(greenroom_http_requests_total[5m])))', '{{method}} {{route}}')],
        'reqps',
      ),
      timeseries(
        'Share of 5xx answers',
        'Every answer with a status of 500 or more, over all answers.',
        [query('sum(rate(greenroom_http_requests_total{status=~"5.."}[5m])) / sum(rate(greenroom_http_requests_total[5m]))', '5xx')],
        'percentunit',
      ),
      timeseries(
        'Response time p95 by route',
        'The ten slowest routes.',
        [query('topk(10, histogram_quantile(0.95, sum by (le, route) (rate(greenroom_http_request_duration_seconds_bucket[5m]))))', '{{route}}')],
        's',
      ),
    ],
  },
  {
    title: 'Refusals and sign-ins',
    panels: [
      timeseries('503s by dependency', 'Answers the API gave because PostgreSQL or Redis could not be reached.', [
        query('sum by (dependency) (increase(greenroom_dependency_unavailable_total[5m]))', '{{dependency}}'),
      ]),
      timeseries('Rate-limit refusals by bucket', 'Requests refused with 429.', [
        query('sum by (bucket) (increase(greenroom_rate_limit_refusals_total[5m]))', '{{bucket}}'),
      ]),
      timeseries('Sign-ins by result', 'Verifications of sign-in links.', [
        query('sum by (result) (increase(greenroom_sign_ins_total[5m]))', '{{result}}'),
      ]),
    ],
  },
  {
    title: 'Processes',
    panels: [
      timeseries(
        'Resident memory',
        'Per API replica and worker.',
        [query('process_resident_memory_bytes{job=~"greenroom-.*"}', '{{instance}}')],
        'bytes',
      ),
      timeseries(
        'Event loop lag p99',
        'A worker or replica busy on the CPU answers late.',
        [query('nodejs_eventloop_lag_p99_seconds{job=~"greenroom-.*"}', '{{instance}}')],
        's',
      ),
      timeseries('Restarts', 'Process start times: a step is a restart.', [
        query('changes(process_start_time_seconds{job=~"greenroom-.*"}[15m])', '{{instance}}'),
      ]),
    ],
  },
];

const PANEL_HEIGHT = 8;

/** The dashboard Grafana imports (schemaVersion 39, Grafana 10/11); ids and positions are derived, never typed. */
export function dashboard() {
  const panels = [];
  let id = 1;
  let y = 0;
  for (const row of ROWS) {
    panels.push({ id: id++, type: 'row', title: row.title, collapsed: false, gridPos: { h: 1, w: WIDTH, x: 0, y }, panels: [] });
    y += 1;
    // Whole columns only: the last panel of a row takes what division leaves over.
    const width = Math.floor(WIDTH / row.panels.length);
    row.panels.forEach(({ queries, ...panel }, index) => {
      const last = index === row.panels.length - 1;
      panels.push({
        id: id++,
        ...panel,
        datasource: DATASOURCE,
        gridPos: { h: PANEL_HEIGHT, w: last ? WIDTH - index * width : width, x: index * width, y },
        targets: queries.map((target, queryIndex) => ({ datasource: DATASOURCE, refId: String.fromCharCode(65 + queryIndex), ...target })),
      });
    });
    y += PANEL_HEIGHT;
  }
  return {
    uid: 'greenroom-operations',
    title: 'Greenroom: queues, sends and HTTP',
    description: 'The e-mail queues, what was sent, campaigns in progress and the API. Alerts and runbooks: docs/operations.md.',
    tags: ['greenroom'],
    timezone: 'browser',
    schemaVersion: 39,
    version: 1,
    editable: true,
    graphTooltip: 1,
    refresh: '30s',
    time: { from: 'now-6h', to: 'now' },
    templating: {
      list: [{ name: 'datasource', label: 'Prometheus', type: 'datasource', query: 'prometheus', current: {}, hide: 0, refresh: 1, options: [] }],
    },
    annotations: { list: [] },
    links: [],
    panels,
  };
}

export const dashboardFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'greenroom.dashboard.json');
/** The file's text as Prettier (checked first in `npm test`) writes it. */
export async function render() {
  return prettier.format(JSON.stringify(dashboard()), { ...(await prettier.resolveConfig(dashboardFile)), filepath: dashboardFile });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) fs.writeFileSync(dashboardFile, await render());
