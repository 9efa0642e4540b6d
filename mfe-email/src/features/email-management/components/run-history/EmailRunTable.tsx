import type { EmailRunHistory } from '@greenroom/contracts';
import { DataTable, formatInTheaterZone, theaterInstant } from '@greenroom/sdk';
import { runTime, TYPE_LABELS } from './run-history-text';

/** A theater day (yyyy-mm-dd) in words: its noon, so no zone can move it to the day before. */
const dayText = (day: string) => formatInTheaterZone(theaterInstant(day, '12:00'), { dateStyle: 'medium' });

/** The chart's numbers as rows, newest run first; a card per run on a phone (DataTable stacks itself). */
export function EmailRunTable({ history }: { history: EmailRunHistory }) {
  const newestFirst = [...history.runs].reverse();
  return (
    <DataTable
      label="Sent and failed per e-mail run"
      caption={`Sent and failed per run, ${dayText(history.from)} to ${dayText(history.to)}, newest first`}
      bordered
      className="fs-5"
      columns={['Run', 'Type', 'Sent', 'Failed']}
    >
      <tbody>
        {newestFirst.map((run, index) => (
          <tr key={`${run.ranAt}-${index}`}>
            <td>{runTime(run)}</td>
            <td>{TYPE_LABELS[run.type]}</td>
            <td>{run.sent}</td>
            <td>{run.failed}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
