import { EMAIL_KIND_LABELS, type EmailTimeline } from '@greenroom/contracts';
import { DataTable } from '@greenroom/sdk';
import { dayRows, dayText, kindText, type KindChoice } from './timeline-text';

/** The chart's numbers as rows, one per day and kind, newest day first; a card per row on a phone (DataTable stacks). */
export function EmailDayTable({ timeline, choice }: { timeline: EmailTimeline; choice: KindChoice }) {
  const rows = dayRows(timeline, choice);
  const caption = `${kindText(choice)} per day, ${dayText(timeline.from)} to ${dayText(timeline.to)}, newest first`;
  if (rows.length === 0) return <p>No {kindText(choice).toLowerCase()} in the last 90 days.</p>;
  return (
    <DataTable label="E-mail sent per day" caption={caption} bordered className="fs-5" columns={['Day', 'Kind of e-mail', 'Sent', 'Failed']}>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.day}-${row.kind}`}>
            <td>{dayText(row.day)}</td>
            <td>{EMAIL_KIND_LABELS[row.kind]}</td>
            <td>{row.sent}</td>
            <td>{row.failed}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
