import type { MemberSearchCriteria, SearchTotal } from '@greenroom/contracts';
import { LoadingStatus, messageOr, TechnicalDetails } from '@greenroom/sdk';
import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { exportMembers } from '../api/export-members';
import { useMemberSearch } from '../api/search-members';
import { MemberResultsTable } from './MemberResultsTable';
import styles from './MemberSearchScreen.module.css';
import { MemberSearchForm } from './MemberSearchForm';
import { searchAllMembers } from '../api/search-all-members';
import { openPrintWindow, printMembers } from './print-members';

function searchErrorMessage(error: unknown): string {
  return messageOr(error, 'Failed to search members', 'An unexpected error occurred while searching members');
}

/** An exact count, a count that stopped at its limit, or the server's estimate (it counts only when asked). */
function totalText(total: SearchTotal): string {
  const value = total.value.toLocaleString('en-US');
  if (total.kind === 'more-than') return `More than ${value} members found`;
  if (total.kind === 'about') return `About ${value} members found`;
  return `${value} ${total.value === 1 ? 'member' : 'members'} found`;
}

/** docs/spec-summary.md §1.2 "Member search screen": criteria, paged results, CSV export and print. */
export function MemberSearchScreen() {
  const [criteria, setCriteria] = useState<MemberSearchCriteria | null>(null);
  const [run, setRun] = useState(0);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [printing, setPrinting] = useState(false);
  const search = useMemberSearch(criteria, run);
  const startSearch = (next: MemberSearchCriteria) => {
    setCriteria(next);
    setRun(run + 1);
  };
  const pages = search.data?.pages ?? [];
  const members = pages.flatMap((page) => page.members);
  const first = pages[0];
  const total: SearchTotal = first?.total ?? { value: members.length, kind: 'exact' };

  const runExport = async () => {
    if (!criteria) return;
    setExportError(null);
    setExporting(true);
    try {
      await exportMembers(criteria);
    } catch (error) {
      setExportError(messageOr(error, 'Failed to export members'));
    } finally {
      setExporting(false);
    }
  };

  // Print lists every match, so the pages not loaded yet are fetched first (into the window opened on the click).
  const runPrint = async () => {
    if (!criteria) return;
    const popup = openPrintWindow();
    if (!popup) return;
    setExportError(null);
    setPrinting(true);
    try {
      const last = pages[pages.length - 1];
      printMembers(popup, await searchAllMembers(criteria, members, last?.nextCursor ?? null), criteria, total);
    } catch (error) {
      popup.close();
      setExportError(messageOr(error, 'Failed to print members'));
    } finally {
      setPrinting(false);
    }
  };

  return (
    <section data-testid="screen-search-members">
      <h1>Search Members</h1>
      {/* On paper only the results: the criteria are in the heading's count and the printed list's own header. */}
      <div className="d-print-none">
        <MemberSearchForm busy={search.isFetching} onSearch={startSearch} onClear={() => setCriteria(null)} />
      </div>
      {search.isPending && criteria !== null && <LoadingStatus className="fs-5">Searching members...</LoadingStatus>}
      {search.isError && (
        <Alert variant="danger" role="alert">
          {searchErrorMessage(search.error)}
        </Alert>
      )}
      {exportError && (
        <Alert variant="danger" role="alert">
          {exportError}
        </Alert>
      )}
      {criteria !== null && first && (
        <Card>
          <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2">
            <h2 className="h4 mb-0" aria-live="polite">
              {totalText(total)}
            </h2>
            <div className="d-flex flex-wrap gap-2">
              <Button variant="outline-primary" onClick={runExport} disabled={exporting || total.value === 0}>
                {exporting ? 'Exporting...' : 'Export'}
              </Button>
              <Button variant="outline-primary" onClick={runPrint} disabled={printing || total.value === 0}>
                {printing ? 'Preparing...' : 'Print'}
              </Button>
            </div>
          </Card.Header>
          <Card.Body className={styles.results}>
            {total.value === 0 ? (
              <Alert variant="info" className="mb-0">
                No members found matching your search criteria
              </Alert>
            ) : (
              <>
                {search.hasNextPage && (
                  <Alert variant="info">Showing the first {members.length} members. Use Load more to see more, or Export for every match.</Alert>
                )}
                <MemberResultsTable members={members} />
                {search.hasNextPage && (
                  <Button variant="primary" onClick={() => search.fetchNextPage()} disabled={search.isFetchingNextPage}>
                    {search.isFetchingNextPage ? 'Loading...' : 'Load more'}
                  </Button>
                )}
              </>
            )}
          </Card.Body>
          {/* For whoever looks into a slow search; a member has no use for it. */}
          <Card.Footer className="text-body-secondary">
            <TechnicalDetails>Search time: {first.elapsedMs} ms</TechnicalDetails>
          </Card.Footer>
        </Card>
      )}
    </section>
  );
}
