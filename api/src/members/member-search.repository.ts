import { Injectable } from '@nestjs/common';
import {
  DIRECTORY_FIELD_NAMES,
  RECORD_FIELD_NAMES,
  type DirectoryMember,
  type Member,
  type MemberFieldSpec,
  type MemberSearchCriteria,
  type Role,
  type SearchView,
} from '@greenroom/contracts';
import { escapeLiteral } from 'pg';
import { memberColumns, memberFieldsSql } from './member-fields';
import { directoryMemberOf, memberOf } from './member.mapper';
import { SearchEstimates } from './search-estimates';
import { Transactions } from '../database/transactions';

/** A search row as PostgreSQL answers it: the selected fields by column name (dates as yyyy-mm-dd), and the teams. */
interface SearchRow extends Record<string, unknown> {
  id: string;
  teams: string[];
}

/** Where a page ends in the search order (last name, first name, id): the next page starts after it. */
export interface SearchKey {
  lastName: string;
  firstName: string;
  id: string;
}

/**
 * A last-name fragment stated on members itself (`pattern`, which the planner can estimate), already matched against
 * member_last_names (`known`: the names), or matched in the same statement (`listed`: SQL for the names' array).
 */
type LastNameMatch = { kind: 'pattern' } | { kind: 'known'; names: string[] } | { kind: 'listed'; sql: string };

/** The criteria as SQL on `m` (the members who are not deleted: each query says so itself). */
interface Where {
  sql: string;
  params: unknown[];
  /** A fragment long enough for its trigram index. */
  trigram: boolean;
  /** An e-mail fragment long enough for its trigram index. */
  emailTrigram: boolean;
}

/**
 * How a page is read: 'window', the matches among the next TUNING.walkWindow members in name order; 'walk', the name
 * order walked as far as it takes; 'trigram', the matches found through the trigram index, then sorted.
 */
type ReadPath = 'window' | 'walk' | 'trigram';

/** The trigram index if the planner expects at most `threshold` matches, else `broad`: chosen inside the statement. */
interface Gate {
  threshold: number;
  broad: ReadPath;
}

/** A page's rows (one more than shown when more follow) and, when asked, the planner's estimate of all matches. */
interface Read {
  rows: SearchRow[];
  estimate: number | null;
}

/** How the search picks its read path; measured on 100,000 members. */
const TUNING = {
  /**
   * Below three characters a fragment holds no trigram, so the trigram index would read all of itself; such a
   * fragment is tested on the rows met while walking the name-ordered index instead (strpos is not indexable, ILIKE is).
   */
  trigramLength: 3,
  /** How many members in name order step 1 reads (from the index alone) before searching the whole table instead. */
  walkWindow: 5000,
  /** Up to this many estimated matches a fragment goes straight to its trigram index: the window would rarely fill. */
  trigramFirstMatches: 2000,
  /**
   * The same for an e-mail fragment. Addresses hold their owners' names, so their matches sit together in name order
   * (`smith` under S), where a walk meets them late; and an e-mail tested on a walked entry (ILIKE) costs several times
   * a match read through the trigram index. Measured at 100,000 members: `smith` (3,300 matches, estimated 10,000)
   * 4 ms through the trigram index, 100 ms walking first.
   */
  emailTrigramFirstMatches: 20000,
  /** How many matching last names are read at a time: their members usually fill a page. */
  namesBatch: 200,
  /** A match read through the trigram index (its table row fetched, rechecked and sorted) costs about as much as this many index entries walked in name order. */
  trigramRowCost: 2,
} as const;

/** A criterion's value as SQL text, quoted by pg's own escapeLiteral (the driver's rule, not a hand-written one). */
function sqlLiteral(value: unknown): string {
  if (Array.isArray(value)) return `ARRAY[${value.map(sqlLiteral).join(', ')}]::text[]`;
  return escapeLiteral(String(value));
}

/** The criteria with their values written in, for greenroom_plan_rows (its EXPLAIN takes no parameters). */
const inlined = (where: Where) => where.sql.replace(/\$(\d+)/g, (_, n: string) => sqlLiteral(where.params[Number(n) - 1]));

/** `%` and `_` typed by a member are searched for as themselves. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Names are compared by their search keys (greenroom_search_key, the one normalization, in the SearchKeys
 * migration): accents, case, apostrophes and dash variants do not matter. A stored name's key is written out so
 * that an ASCII name (most of them) takes the function's ASCII branch inline: a call per row cost about 8 µs, which
 * a walk of 5,000 names felt. The trigram indexes are on this same expression (keep the two equal).
 */
const nameKey = (column: string) =>
  `(CASE WHEN octet_length(${column}) = char_length(${column}) THEN translate(lower(${column}), '''\`', '') ELSE greenroom_search_key(${column}) END)`;
const typedKey = (placeholder: string) => `greenroom_search_key(${placeholder})`;

/** A name fragment as a condition on `column`: through its key's trigram index from three characters on. */
function nameContains(column: string, text: string): { sql: (placeholder: string) => string; value: string } {
  return text.length >= TUNING.trigramLength
    ? { sql: (p) => `${nameKey(column)} LIKE ${typedKey(p)}`, value: containsPattern(text) }
    : { sql: (p) => `strpos(${nameKey(column)}, ${typedKey(p)}) > 0`, value: text };
}

/** A last-name fragment tested on member_last_names. */
const matchingLastNames = (text: string) => nameContains(n.Last_Name, text);

/** The directory's columns (the field table's): all of them are in members_search_list_idx, so a page of these is read from the index alone. */
const m = memberColumns('m');
/** member_last_names (one row per last name, kept by a trigger) names its column as members does. */
const n = memberColumns('n');
const column = memberColumns();
const pageColumn = memberColumns('page');
const NAME_ORDER = `ORDER BY ${m.Last_Name}, ${m.First_Name}, m.id`;
const DIRECTORY_COLUMNS = `m.id, ${memberFieldsSql(DIRECTORY_FIELD_NAMES, 'column')}`;

const MEMBER_COLUMNS = `m.id, ${memberFieldsSql(RECORD_FIELD_NAMES, 'column')}`;

const byColumn = (row: SearchRow) => (field: MemberFieldSpec) => row[field.column];

type PageRows<V extends SearchView> = V extends 'full' ? Member[] : DirectoryMember[];

/**
 * Member search in plain SQL, one page by keyset (never OFFSET).
 * - A last-name fragment is matched against member_last_names (one row per name); the members under the matching
 *   names are read in name order straight from the covering index (`= ANY`), so "wil" under W costs what "ada" costs.
 * - Otherwise the planner's estimate of a fragment's matches (planning only, no row read) decides: a selective
 *   fragment (three characters or more, at most TUNING.trigramFirstMatches matches) through its trigram index, the few
 *   matches sorted; anything broader first walks the next TUNING.walkWindow members in name order on the covering index,
 *   from the index alone (a status, a big team or a common fragment fills its page after a few hundred entries);
 *   a fragment walks on for as many entries as its trigram index would cost before taking it (the matches may sort
 *   late: "smith" in e-mails under S).
 * Either way the page is the same: the first matches after the cursor in name order.
 */
@Injectable()
export class MemberSearchRepository {
  constructor(
    private readonly transactions: Transactions,
    private readonly estimates: SearchEstimates,
  ) {}

  /**
   * Pending applicants are visible to organizers only: an applicant is not yet a member of the company.
   * A last-name fragment is either already matched against member_last_names (`known`: the members under those
   * names are read with `= ANY`, in index order) or stated on members itself (`pattern`), which the planner can estimate.
   */
  private where(criteria: MemberSearchCriteria, callerRole: Role, lastNames: LastNameMatch): Where {
    const clauses = ['true'];
    const params: unknown[] = [];
    const add = (clause: (placeholder: string) => string, value: unknown) => {
      params.push(value);
      clauses.push(clause(`$${params.length}`));
    };
    const fragments = [criteria.First_Name, criteria.Last_Name, criteria.Email];
    const contains = (column: string, text: string) =>
      text.length >= TUNING.trigramLength
        ? add((p) => `${column} ILIKE ${p}`, containsPattern(text))
        : add((p) => `strpos(lower(${column}), lower(${p})) > 0`, text);
    const nameMatches = (column: string, text: string) => {
      const condition = nameContains(column, text);
      add(condition.sql, condition.value);
    };
    if (criteria.First_Name) nameMatches(m.First_Name, criteria.First_Name);
    if (criteria.Last_Name && lastNames.kind === 'known') add((p) => `${m.Last_Name} = ANY(${p}::text[])`, lastNames.names);
    else if (criteria.Last_Name && lastNames.kind === 'listed') clauses.push(`${m.Last_Name} = ANY(${lastNames.sql})`);
    else if (criteria.Last_Name) nameMatches(m.Last_Name, criteria.Last_Name);
    if (criteria.Email) contains(m.Email, criteria.Email);
    if (criteria.Membership_Statuses?.length) add((p) => `${m.Membership_Status} = ANY(${p})`, criteria.Membership_Statuses);
    if (callerRole === 'Member') clauses.push(`${m.Membership_Status} <> 'Pending'`);
    // The team's id first: PostgreSQL then knows how many members the team has and picks the walk or the join.
    if (criteria.team)
      add(
        (p) => `EXISTS (SELECT 1 FROM member_teams mt WHERE mt.member_id = m.id AND mt.team_id = (SELECT id FROM teams WHERE name = ${p}))`,
        criteria.team,
      );
    const indexed = (text: string | undefined) => text !== undefined && text.length >= TUNING.trigramLength;
    return { sql: clauses.join(' AND '), params, trigram: fragments.some(indexed), emailTrigram: indexed(criteria.Email) };
  }

  /** The version of what a search reads (member_search_version); null while its row is missing. */
  async version(): Promise<string | null> {
    const rows = await this.transactions.manager.query<{ version: string }[]>(`SELECT version::text FROM member_search_version`);
    return rows[0]?.version ?? null;
  }

  /**
   * Up to `size` matches after `after` in name order, with their teams (read for the whole page in one join, not
   * once per row); `next` is set when more matches follow; `estimate` is the planner's count, given for a first page.
   */
  async page<V extends SearchView>(
    criteria: MemberSearchCriteria,
    callerRole: Role,
    view: V,
    after: SearchKey | null,
    size: number,
  ): Promise<{ members: PageRows<V>; next: SearchKey | null; estimate: number | null }> {
    const columns = view === 'full' ? MEMBER_COLUMNS : DIRECTORY_COLUMNS;
    const pattern = this.where(criteria, callerRole, { kind: 'pattern' });
    const { rows, estimate } = criteria.Last_Name
      ? await this.pageByLastName(criteria, callerRole, columns, after, size, after === null ? pattern : null)
      : await this.pageByFragment(pattern, columns, view, after, size);
    const shown = rows.slice(0, size);
    const last = shown[shown.length - 1];
    const next =
      rows.length > size ? { lastName: last[column.Last_Name] as string, firstName: last[column.First_Name] as string, id: last.id } : null;
    const members = shown.map((row) => (view === 'full' ? memberOf : directoryMemberOf)(row.id, byColumn(row), row.teams));
    return { members: members as PageRows<V>, next, estimate };
  }

  /**
   * The matching last names in order, TUNING.namesBatch at a time (from the cursor's name on), and the members under them
   * in name order, in one statement; the next names only while the page is not full.
   */
  private async pageByLastName(
    criteria: MemberSearchCriteria,
    callerRole: Role,
    columns: string,
    after: SearchKey | null,
    size: number,
    estimateOf: Where | null,
  ): Promise<Read> {
    const where = this.where(criteria, callerRole, {
      kind: 'listed',
      sql: `ARRAY(SELECT ${column.Last_Name} FROM names ORDER BY 1 LIMIT ${TUNING.namesBatch})`,
    });
    const rows: SearchRow[] = [];
    let estimate: number | null = null;
    let from = after?.lastName ?? '';
    for (let batch = 0; ; batch += 1) {
      const read = await this.read(where, columns, after, size + 1 - rows.length, 'walk', {
        names: { fragment: criteria.Last_Name ?? '', from },
        estimateOf: batch === 0 ? estimateOf : null,
      });
      estimate ??= read.estimate;
      rows.push(...read.rows);
      if (rows.length > size || read.nextName === null) return { rows, estimate };
      from = read.nextName;
    }
  }

  /** The known last names containing `fragment`, in order (for an exact count). */
  private async lastNamesMatching(fragment: string): Promise<string[]> {
    const matching = matchingLastNames(fragment);
    const rows = await this.transactions.manager.query<{ name: string }[]>(
      `SELECT ${n.Last_Name} AS name FROM member_last_names n WHERE ${matching.sql('$1')} ORDER BY 1`,
      [matching.value],
    );
    return rows.map((row) => row.name);
  }

  /**
   * Without a last name: the window, the trigram index or the walk. A fragment's path is picked inside the statement
   * by the planner's estimate of its matches (one round trip); a window that does not fill costs a second one.
   */
  private async pageByFragment(where: Where, columns: string, view: SearchView, after: SearchKey | null, size: number): Promise<Read> {
    // Full records are not in the covering index: a broad search for them walks the table in name order.
    const broad: ReadPath = view === 'full' ? 'walk' : 'window';
    if (!where.trigram) {
      // A status or a team alone: the window, then the walk if the window held too few.
      const read = await this.read(where, columns, after, size + 1, broad, { estimateOf: after === null ? where : null });
      if (broad === 'walk' || read.rows.length > size) return read;
      return { rows: (await this.read(where, columns, after, size + 1, 'walk')).rows, estimate: read.estimate };
    }
    const threshold = where.emailTrigram ? TUNING.emailTrigramFirstMatches : TUNING.trigramFirstMatches;
    const read = await this.read(where, columns, after, size + 1, { threshold, broad });
    if (read.estimate === null || read.estimate <= threshold || broad === 'walk' || read.rows.length > size) return read;
    // The window held too few (the matches sort late: "smith" in e-mails under S): the trigram index after all.
    return { rows: (await this.read(where, columns, after, size + 1, 'trigram')).rows, estimate: read.estimate };
  }

  /**
   * One statement: up to `limit` matches after `after` by `path`, their teams, and on request the planner's estimate
   * (`estimateOf`) and the matching last names (`names`: the CTE that a `listed` last-name match reads).
   * A `Gate` takes the trigram index when the estimate is at most its threshold, else its broad path; a window then
   * walks as many entries as the trigram index would cost (never much more than twice the cheaper of the two).
   */
  private async read(
    where: Where,
    columns: string,
    after: SearchKey | null,
    limit: number,
    path: ReadPath | Gate,
    extras: { estimateOf?: Where | null; names?: { fragment: string; from: string } } = {},
  ): Promise<Read & { nextName: string | null }> {
    const params = [...where.params];
    const add = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const cursor = after ? [add(after.lastName), add(after.firstName), `${add(after.id)}::uuid`].join(', ') : null;
    const ctes: string[] = [];
    const meta = ['NULL::text AS next_name', 'NULL::float8 AS estimate'];
    if (extras.names) {
      const matching = matchingLastNames(extras.names.fragment);
      ctes.push(
        `names AS MATERIALIZED (SELECT ${n.Last_Name} FROM member_last_names n WHERE ${matching.sql(add(matching.value))} AND ${n.Last_Name} >= ${add(extras.names.from)} ORDER BY 1 LIMIT ${TUNING.namesBatch + 1})`,
      );
      meta[0] = `(SELECT ${column.Last_Name} FROM names ORDER BY 1 OFFSET ${TUNING.namesBatch} LIMIT 1) AS next_name`;
    }
    const estimateOf = typeof path === 'object' ? where : extras.estimateOf;
    const estimated = estimateOf ? `SELECT 1 FROM members m WHERE m.deleted_at IS NULL AND ${inlined(estimateOf)}` : null;
    const known = estimated === null ? undefined : this.estimates.get(estimated);
    if (known !== undefined) meta[1] = `${add(known)}::float8 AS estimate`;
    else if (estimated !== null) meta[1] = `greenroom_plan_rows(${add(estimated)}) AS estimate`;
    ctes.push(`meta AS MATERIALIZED (SELECT ${meta.join(', ')})`);

    const branch = (by: ReadPath, gate = '', window = String(TUNING.walkWindow)) => {
      // Ordering by an expression keeps PostgreSQL off the ordered index, so it takes the trigram index instead.
      const orderKey = by === 'trigram' ? `(${m.Last_Name} || '')` : m.Last_Name;
      const keyset = cursor ? ` AND (${orderKey}, ${m.First_Name}, m.id) > (${cursor})` : '';
      return by === 'window'
        ? `SELECT m.* FROM (
             SELECT ${DIRECTORY_COLUMNS} FROM members m WHERE m.deleted_at IS NULL${keyset}${gate} ${NAME_ORDER} LIMIT ${window}
           ) m WHERE ${where.sql} ${NAME_ORDER} LIMIT ${limit}`
        : `SELECT ${columns} FROM members m WHERE m.deleted_at IS NULL AND ${where.sql}${keyset}${gate} ORDER BY ${orderKey}, ${m.First_Name}, m.id LIMIT ${limit}`;
    };
    // A condition on the estimate alone is evaluated once, before its branch runs: the other branch reads nothing.
    const gated = (gate: Gate) =>
      known === undefined
        ? `(${branch('trigram', ` AND (SELECT estimate FROM meta) <= ${gate.threshold}`)}) UNION ALL (${branch(
            gate.broad,
            ` AND (SELECT estimate FROM meta) > ${gate.threshold}`,
            `(SELECT greatest(${TUNING.walkWindow}, round(estimate * ${TUNING.trigramRowCost}))::int FROM meta)`,
          )})`
        : // A remembered estimate picks the branch here: one branch to plan, and a statement without the planner's
          // function is one PostgreSQL may run in parallel, whose workers the unused branch would start for nothing.
          known <= gate.threshold
          ? branch('trigram')
          : branch(gate.broad, '', String(Math.max(TUNING.walkWindow, Math.round(known * TUNING.trigramRowCost))));
    const matches = typeof path === 'object' ? gated(path) : branch(path);
    const rows = await this.transactions.manager.query<(SearchRow & { next_name: string | null; estimate: number | null })[]>(
      `WITH ${ctes.join(', ')}, page AS (${matches}), page_teams AS (
         SELECT mt.member_id, array_agg(t.name ORDER BY t.name) AS names
         FROM member_teams mt JOIN teams t ON t.id = mt.team_id WHERE mt.member_id IN (SELECT id FROM page) GROUP BY mt.member_id
       )
       SELECT meta.*, page.*, coalesce(page_teams.names, '{}') AS teams
       FROM meta LEFT JOIN (page LEFT JOIN page_teams ON page_teams.member_id = page.id) ON true
       ORDER BY ${pageColumn.Last_Name}, ${pageColumn.First_Name}, page.id`,
      params,
    );
    if (estimated !== null && known === undefined) this.estimates.set(estimated, rows[0].estimate as number);
    // With no match the statement still answers one row (meta's), without a member.
    return { rows: rows.filter((row) => row.id !== null), estimate: rows[0].estimate, nextName: rows[0].next_name };
  }

  /** The matches, counted one by one up to `limit` (a broad search stops there). */
  async countUpTo(criteria: MemberSearchCriteria, callerRole: Role, limit: number): Promise<number> {
    const where = this.where(
      criteria,
      callerRole,
      criteria.Last_Name ? { kind: 'known', names: await this.lastNamesMatching(criteria.Last_Name) } : { kind: 'pattern' },
    );
    const [{ total }] = await this.transactions.manager.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM (SELECT 1 FROM members m WHERE m.deleted_at IS NULL AND ${where.sql} LIMIT ${limit}) capped`,
      where.params,
    );
    return total;
  }

  /** Every match as a full record, in batches read by keyset, so an export of 100,000 rows holds one batch in memory. */
  async *all(criteria: MemberSearchCriteria, callerRole: Role, batchSize = 1000): AsyncGenerator<Member[]> {
    let after: SearchKey | null = null;
    do {
      const page: { members: Member[]; next: SearchKey | null } = await this.page(criteria, callerRole, 'full', after, batchSize);
      if (page.members.length > 0) yield page.members;
      after = page.next;
    } while (after);
  }
}
