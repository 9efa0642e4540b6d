// Two API replicas share their state: a session opened on one works on the other, and the sign-in link
// limit (per address, counted in Redis) counts requests to both.
import { call } from '../http.mjs';
import { requestLink, signIn } from './sign-in.mjs';

export async function checkReplicas({ apiUrls, shellUrl, sink, db, env }, results) {
  const [one, two] = apiUrls;
  const [member, limited] = (
    await db.query(
      `SELECT email FROM members WHERE membership_status = 'Active' AND portal_permission = 'Member' AND deleted_at IS NULL AND email NOT LIKE '%@reliability.test' ORDER BY email LIMIT 2`,
    )
  ).rows.map((row) => row.email);

  const token = await signIn(sink, member, one, one);
  const answers = [];
  for (const url of [two, one, two, shellUrl, shellUrl, shellUrl, shellUrl])
    answers.push((await call(url, 'GET', '/api/members/current', { token })).status);
  const logout = await call(two, 'POST', '/api/auth/logout', { token, json: {} });
  const afterLogout = (await call(one, 'GET', '/api/members/current', { token })).status;
  const sessionOk = answers.every((status) => status === 200) && logout.status === 200 && afterLogout === 401;
  results.add(
    'session opened on API 1 works on API 2 (and through the proxy); logout on 2 ends it on 1',
    `${answers.filter((status) => status === 200).length}/${answers.length} × 200; after logout ${afterLogout}`,
    `${answers.length}/${answers.length} × 200; 401`,
    sessionOk,
  );

  // Alternate replicas: with per-replica counting each would let 5 through (10 in all).
  const addressLimit = Number(env.LOGIN_LINK_LIMIT);
  const statuses = [];
  for (let attempt = 0; attempt < addressLimit + 3; attempt += 1)
    statuses.push((await requestLink(apiUrls[attempt % 2], limited, '198.51.100.1')).status);
  const accepted = statuses.indexOf(429) === -1 ? statuses.length : statuses.indexOf(429);
  const limitOk = accepted === addressLimit && statuses.slice(accepted).every((status) => status === 429);
  results.add(
    'sign-in links for one address, alternating replicas, before 429',
    `${accepted} (then ${statuses.slice(accepted).join(',')})`,
    `${addressLimit} (LOGIN_LINK_LIMIT)`,
    limitOk,
  );

  // One client address asking for links to many members: the count before 429 is the same whether every
  // request goes to one replica or they alternate, so the replicas count together.
  const ipLimit = Number(env.LOGIN_LINK_IP_LIMIT);
  const audience = (
    await db.query(`SELECT email FROM members WHERE email LIKE '%@reliability.test' ORDER BY email LIMIT $1`, [4 * ipLimit])
  ).rows.map((row) => row.email);
  const linksBefore429 = async (urls, clientIp, addresses) => {
    for (const [index, email] of addresses.entries()) {
      const status = (await requestLink(urls[index % urls.length], email, clientIp)).status;
      if (status === 429) return index;
      if (status !== 200) return `answer ${status}`;
    }
    return `no 429 after ${addresses.length}`;
  };
  const single = await linksBefore429([one], '198.51.100.2', audience.slice(0, 2 * ipLimit));
  const alternating = await linksBefore429([one, two], '198.51.100.3', audience.slice(2 * ipLimit));
  results.add(
    'sign-in links from one client address (many members): one replica vs alternating, before 429',
    `${single} vs ${alternating}`,
    `equal, ≤ ${ipLimit} (LOGIN_LINK_IP_LIMIT)`,
    typeof single === 'number' && single > 0 && single <= ipLimit && single === alternating,
  );
}
