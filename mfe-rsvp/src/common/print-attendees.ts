import type { Attendee } from '@greenroom/contracts';
import { formatInTheaterZone, openPrintWindow, printedElement as element } from '@greenroom/sdk';

export const POPUP_BLOCKED_MESSAGE = 'Please allow pop-ups to print the attendee list';

export interface AttendeePrint {
  /** The event's name, the printed page's heading. */
  title: string;
  /** Date, time and place, one line each. */
  facts: string[];
  attendees: readonly Attendee[];
}

/**
 * An attendee list as the door volunteer needs it on paper, in a window of its own (as Search Members prints): the
 * event, when it was printed, and every attendee in a numbered table, in large type, with no menu or buttons. Built
 * with textContent, so no name can inject markup. Opened inside the click, or the browser blocks it as a pop-up.
 */
export function printAttendees({ title, facts, attendees }: AttendeePrint, now: Date = new Date()): void {
  const popup = openPrintWindow(`${title}: attendees`, POPUP_BLOCKED_MESSAGE);
  if (!popup) return;
  const doc = popup.document;
  doc.head.append(
    element(
      doc,
      'style',
      'body{font-family:Arial,sans-serif;font-size:14pt;color:#000;margin:0}h1{font-size:20pt;margin:0 0 4pt}p{margin:0 0 4pt}h2{font-size:16pt;margin:12pt 0 6pt}table{border-collapse:collapse;width:100%;font-size:inherit}th,td{border:1px solid #444;padding:4px 8px;text-align:left;overflow-wrap:break-word}th:first-child,td:first-child{width:3em;text-align:right}thead{display:table-header-group}tr{break-inside:avoid}@page{margin:0.5in}',
    ),
  );
  doc.body.replaceChildren(
    element(doc, 'h1', title),
    ...facts.map((fact) => element(doc, 'p', fact)),
    element(doc, 'p', `Printed: ${formatInTheaterZone(now, { dateStyle: 'long', timeStyle: 'short' })}`),
    element(doc, 'h2', attendees.length === 1 ? 'Attendees (1 member)' : `Attendees (${attendees.length} members)`),
  );
  if (attendees.length === 0) doc.body.append(element(doc, 'p', 'No one has said yes yet.'));
  else {
    const table = element(doc, 'table');
    const head = table.createTHead().insertRow();
    for (const heading of ['#', 'Name', 'Email']) head.append(element(doc, 'th', heading));
    const body = table.createTBody();
    attendees.forEach((attendee, index) => {
      const row = body.insertRow();
      for (const value of [String(index + 1), `${attendee.First_Name} ${attendee.Last_Name}`, attendee.Email]) row.insertCell().textContent = value;
    });
    doc.body.append(table);
  }
  popup.focus();
  popup.print();
}
