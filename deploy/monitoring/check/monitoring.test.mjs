// `npm test` (scripts/test.mjs, after scripts/ensure-debian-command.sh): the alert rules pass `promtool check rules` and
// their own `promtool test rules`, the dashboard JSON is what grafana/dashboard.mjs generates and holds together as
// a Grafana dashboard, every query parses as PromQL, and rules and panels name only series the code defines.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { dashboard, dashboardFile, render } from '../grafana/dashboard.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const prometheusDir = path.resolve(here, '../prometheus');
const metricsSource = path.resolve(here, '../../../api/src/metrics/app-metrics.ts');

const promtool = (...args) => execFileSync('promtool', args, { cwd: prometheusDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const rules = () => YAML.parse(fs.readFileSync(path.join(prometheusDir, 'alerts.yaml'), 'utf8')).groups.flatMap((group) => group.rules);
const queryPanels = () => dashboard().panels.filter((panel) => panel.type !== 'row');
const dashboardExprs = () => queryPanels().flatMap((panel) => panel.targets.map((target) => target.expr));

/** The series app-metrics.ts registers: the keys of its HELP table (prom-client adds _bucket, _sum and _count to histograms). */
function definedSeries() {
  const names = [...fs.readFileSync(metricsSource, 'utf8').matchAll(/^ {2}(greenroom_[a-z_]+): '/gm)].map(([, name]) => name);
  assert.ok(names.length >= 10, `found only ${names.length} metric names in ${metricsSource}`);
  return new Set(names);
}
const greenroomSeriesIn = (expr) => [...expr.matchAll(/\bgreenroom_[a-z_]+/g)].map(([name]) => name.replace(/_(bucket|sum|count)$/, ''));

test('the alert rules pass promtool check rules', () => {
  assert.match(promtool('check', 'rules', 'alerts.yaml'), /SUCCESS: \d+ rules found/);
});

test('each alert fires on its situation and not on its look-alike (promtool test rules)', () => {
  assert.match(promtool('test', 'rules', 'alerts.test.yaml'), /SUCCESS/);
});

test('every alert has a test, a severity and a runbook section that exists in docs/operations.md', () => {
  const tests = fs.readFileSync(path.join(prometheusDir, 'alerts.test.yaml'), 'utf8');
  const operations = fs.readFileSync(path.resolve(here, '../../../docs/operations.md'), 'utf8');
  const anchors = new Set([...operations.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map(([, id]) => id));
  for (const rule of rules()) {
    assert.match(tests, new RegExp(`alertname: ${rule.alert}\\n`), `${rule.alert} has no promtool test`);
    assert.ok(['warning', 'critical'].includes(rule.labels?.severity), `${rule.alert} has no severity`);
    const [file, anchor] = rule.annotations.runbook.split('#');
    assert.equal(file, 'docs/operations.md');
    assert.ok(anchors.has(anchor), `${rule.alert}: no runbook "${anchor}" in docs/operations.md`);
  }
});

test('the Prometheus scrape config is valid (promtool check config)', () => {
  assert.match(promtool('check', 'config', '--syntax-only', 'prometheus.yml'), /SUCCESS/);
});

test('the dashboard JSON is the one grafana/dashboard.mjs generates', async () => {
  assert.equal(fs.readFileSync(dashboardFile, 'utf8'), await render(), 'run: node deploy/monitoring/grafana/dashboard.mjs');
});

test('the dashboard holds together as a Grafana dashboard: ids, grid, datasource, targets', () => {
  const board = dashboard();
  assert.equal(typeof board.uid, 'string');
  assert.ok(board.schemaVersion >= 36);
  assert.deepEqual(
    board.templating.list.map(({ name, type, query }) => ({ name, type, query })),
    [{ name: 'datasource', type: 'datasource', query: 'prometheus' }],
  );
  const ids = board.panels.map((panel) => panel.id);
  assert.equal(new Set(ids).size, ids.length, 'panel ids are unique');
  const taken = new Set();
  for (const panel of board.panels) {
    const { x, y, w, h } = panel.gridPos;
    assert.ok(Number.isInteger(x) && Number.isInteger(w) && x >= 0 && w > 0 && x + w <= 24, `${panel.title}: fits the 24 columns`);
    for (let row = y; row < y + h; row += 1) {
      for (let column = x; column < x + w; column += 1) {
        assert.ok(!taken.has(`${row}:${column}`), `${panel.title}: overlaps another panel`);
        taken.add(`${row}:${column}`);
      }
    }
  }
  for (const panel of queryPanels()) {
    assert.ok(['timeseries', 'stat'].includes(panel.type), `${panel.title}: a known panel type`);
    assert.deepEqual(panel.datasource, { type: 'prometheus', uid: '${datasource}' });
    assert.ok(panel.targets.length > 0, `${panel.title}: has queries`);
    const refIds = panel.targets.map((target) => target.refId);
    assert.equal(new Set(refIds).size, refIds.length, `${panel.title}: refIds are unique`);
  }
});

test('every dashboard query parses as PromQL (promtool, as recording rules)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'greenroom-dashboard-'));
  try {
    const recordings = dashboardExprs().map((expr, index) => ({ record: `dashboard_check:query_${index}`, expr }));
    fs.writeFileSync(path.join(dir, 'queries.yaml'), YAML.stringify({ groups: [{ name: 'dashboard', rules: recordings }] }));
    const output = execFileSync('promtool', ['check', 'rules', path.join(dir, 'queries.yaml')], { encoding: 'utf8' });
    assert.match(output, new RegExp(`SUCCESS: ${recordings.length} rules found`));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('rules and panels name only series the code defines, and every defined series is shown or alerted on', () => {
  const defined = definedSeries();
  const used = new Set([...rules(), ...dashboardExprs().map((expr) => ({ expr }))].flatMap((rule) => greenroomSeriesIn(rule.expr)));
  for (const name of used) assert.ok(defined.has(name), `${name} is not defined in api/src/metrics/app-metrics.ts`);
  for (const name of defined) assert.ok(used.has(name), `${name} is on no panel and in no rule`);
});
