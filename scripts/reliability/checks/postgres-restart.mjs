// PostgreSQL stopped and started again: while it is down the API answers 503 with a message (never 500), and
// it serves again once PostgreSQL is back, without a restart of its own.
import { call, isDesignedUnavailable, sleep } from '../http.mjs';

const PROBES = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/members/current' },
  { method: 'GET', path: '/api/members-nav' },
  { method: 'GET', path: '/api/calendar-data' },
  { method: 'POST', path: '/api/members/search', json: { Last_Name: 'a' } },
];

export async function checkPostgresRestart({ postgres, shellUrl, adminToken, quick, say }, results) {
  const probeAll = () =>
    Promise.all(
      PROBES.map(async (probe) => ({
        probe,
        answer: await call(shellUrl, probe.method, probe.path, { token: adminToken, json: probe.json, timeoutMs: 15_000 }),
      })),
    );
  say('stopping PostgreSQL');
  await postgres.stop();
  const downUntil = Date.now() + (quick ? 5000 : 15_000);
  let calls = 0;
  let designed = 0;
  const wrong = [];
  while (Date.now() < downUntil) {
    for (const { probe, answer } of await probeAll()) {
      calls += 1;
      if (isDesignedUnavailable(answer)) designed += 1;
      else wrong.push(`${probe.method} ${probe.path} ${answer.status}`);
    }
    await sleep(500);
  }
  say('starting PostgreSQL again');
  const restarted = Date.now();
  await postgres.start();
  let recoveredAfter = null;
  while (Date.now() - restarted < 60_000) {
    const answers = await probeAll();
    if (answers.every(({ answer }) => answer.status === 200)) {
      recoveredAfter = (Date.now() - restarted) / 1000;
      break;
    }
    await sleep(250);
  }
  results.add(
    'answers while PostgreSQL is down',
    `${designed}/${calls} × 503 with a message${wrong.length ? `; ${[...new Set(wrong)].slice(0, 3).join('; ')}` : ''}`,
    'every call 503 with a message',
    calls > 0 && designed === calls,
  );
  results.add(
    'API serves again after PostgreSQL restarts (no API restart)',
    recoveredAfter === null ? 'not within 60 s' : `${recoveredAfter.toFixed(1)} s`,
    '≤ 30 s',
    recoveredAfter !== null && recoveredAfter <= 30,
  );
}
