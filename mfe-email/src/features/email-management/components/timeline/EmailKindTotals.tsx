import { EMAIL_KIND_LABELS, type EmailTimeline } from '@greenroom/contracts';
import { DataTable } from '@greenroom/sdk';
import { dayText, kindTotals } from './timeline-text';

/** Each kind of e-mail the portal sends, with its totals over the window and its last day: did the reminders go out? */
export function EmailKindTotals({ timeline }: { timeline: EmailTimeline }) {
  return (
    <DataTable
      label="E-mail sent by kind"
      caption={`Every kind of e-mail, ${dayText(timeline.from)} to ${dayText(timeline.to)}`}
      bordered
      className="fs-5"
      columns={['Kind of e-mail', 'Sent', 'Failed', 'Last sent']}
    >
      <tbody>
        {kindTotals(timeline).map((total) => (
          <tr key={total.kind}>
            <td>{EMAIL_KIND_LABELS[total.kind]}</td>
            <td>{total.sent}</td>
            <td>{total.failed}</td>
            <td>{total.lastDay ? dayText(total.lastDay) : 'None in 90 days'}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
