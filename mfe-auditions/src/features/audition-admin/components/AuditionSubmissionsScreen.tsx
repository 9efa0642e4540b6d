import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import type { AuditionShowApplications } from '@greenroom/contracts';
import { ApiError, BreakableText, DataTable, formatInTheaterZone, WholeNumbers } from '@greenroom/sdk';
import { fetchBinary } from '../../../common/fetch-binary';
import { useAuditionApplications } from '../api/audition-applications';
import { headshotAddress } from '../../../common/headshot-address';
import { HeadshotThumbnail } from './HeadshotThumbnail';
import styles from './audition-admin.module.css';

const dateLine = (date: { date: string; startTime: string; endTime: string }) =>
  `${date.date}, ${date.startTime}${date.endTime ? ` - ${date.endTime}` : ''}`;

function ShowSubmissions({ show }: { show: AuditionShowApplications }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function downloadAll() {
    setBusy(true);
    setMessage(null);
    try {
      const [{ buildCombinedSheets, combinedSheetsFileName, sheetTexts }, { loadSheetFonts }, { fetchSheetTemplate }, { downloadPdf }] =
        await Promise.all([
          import('../../../common/audition-sheet/build-audition-sheet'),
          import('../../../common/audition-sheet/sheet-fonts'),
          import('../../../common/audition-sheet/sheet-template'),
          import('../../../common/audition-sheet/download-pdf'),
        ]);
      const template = await fetchSheetTemplate();
      const entries = await Promise.all(
        show.applications.map(async (application) => ({
          applicant: {
            firstName: application.firstName,
            lastName: application.lastName,
            email: application.email,
            mobile: application.mobile,
            landline: application.landline,
            showName: show.showName,
            dates: application.selectedDates.map(dateLine),
            characters: application.selectedCharacters,
            acceptOtherRole: application.acceptOtherRole,
            conflicts: application.conflicts,
          },
          // A missing photo leaves that applicant's box empty; the rest of the sheets are still made.
          headshot: application.headshot ? await fetchBinary(headshotAddress(application.headshot)).catch(() => null) : null,
        })),
      );
      const fonts = await loadSheetFonts(entries.flatMap((entry) => sheetTexts(entry.applicant)));
      downloadPdf(await buildCombinedSheets(template, entries, fonts), combinedSheetsFileName(show.showName));
    } catch (error) {
      console.error(error);
      setMessage(error instanceof ApiError ? error.message : 'An error occurred while generating the audition sheets.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="mb-4" data-testid={`submissions-${show.showName}`}>
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 className="h4 mb-0">
          {show.showName} ({show.applications.length} {show.applications.length === 1 ? 'submission' : 'submissions'})
        </h2>
        <Button size="lg" onClick={downloadAll} disabled={busy}>
          {busy ? 'Preparing sheets...' : 'Download All Audition Sheets (PDF)'}
        </Button>
      </Card.Header>
      <Card.Body>
        {message && <Alert variant="danger">{message}</Alert>}
        <DataTable label="Pre-registrations" bordered className={styles.table}>
          <thead>
            <tr>
              <th>Photo</th>
              <th>Applicant</th>
              <th>Audition</th>
              <th>Submitted</th>
            </tr>
          </thead>
          <tbody>
            {show.applications.map((application) => (
              <tr key={application.id}>
                <td>
                  <HeadshotThumbnail headshot={application.headshot} name={`${application.firstName} ${application.lastName}`} />
                </td>
                <td>
                  <strong>
                    {application.firstName} {application.lastName}
                  </strong>
                  <br />
                  <BreakableText text={application.email} />
                  <br />
                  <WholeNumbers text={[application.mobile, application.landline].filter(Boolean).join(' / ')} />
                </td>
                <td>
                  {application.selectedDates.map((date) => (
                    <div key={date.id}>{dateLine(date)}</div>
                  ))}
                  <div>
                    <strong>Characters:</strong> {application.selectedCharacters.join(', ') || 'None chosen'}
                  </div>
                  <div>
                    <strong>Another role if offered:</strong> {application.acceptOtherRole || '-'}
                  </div>
                  {application.conflicts && (
                    <div>
                      <strong>Conflicts:</strong> {application.conflicts}
                    </div>
                  )}
                </td>
                <td>{formatInTheaterZone(new Date(application.submittedAt), { dateStyle: 'medium', timeStyle: 'short' })}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </Card.Body>
    </Card>
  );
}

/** Beyond the spec: the audition table's view of the pre-registrations, for Leaders, Board and Admin. */
export function AuditionSubmissionsScreen() {
  const applications = useAuditionApplications();
  return (
    <section data-testid="screen-audition-submissions">
      <h1>Audition Submissions</h1>
      {applications.isPending && <p className="fs-5">Loading submissions...</p>}
      {applications.isError && <Alert variant="danger">{applications.error.message || 'Failed to load the audition submissions.'}</Alert>}
      {applications.data && applications.data.shows.length === 0 && <p className="fs-5">No one has pre-registered for an audition yet.</p>}
      {applications.data?.shows.map((show) => (
        <ShowSubmissions key={show.showName} show={show} />
      ))}
    </section>
  );
}
