import { memberFieldSpec, memberListColumns, type DirectoryMember, type MemberSearchCriteria, type SearchTotal } from '@greenroom/contracts';
import { breakPoints, formatInTheaterZone, openPrintWindow as openWindow, printedElement as element } from '@greenroom/sdk';

/** The member field table's `print` columns; the fields of one (the name's) are joined by a space. */
const COLUMNS = memberListColumns('print');

export const POPUP_BLOCKED_MESSAGE = 'Please allow pop-ups to print the results';

export function criteriaSummary(criteria: MemberSearchCriteria): string {
  const parts: string[] = [];
  if (criteria.First_Name) parts.push(`First name: ${criteria.First_Name}`);
  if (criteria.Last_Name) parts.push(`Last name: ${criteria.Last_Name}`);
  if (criteria.Email) parts.push(`Email: ${criteria.Email}`);
  if (criteria.Membership_Statuses?.length) parts.push(`Status: ${criteria.Membership_Statuses.join(', ')}`);
  if (criteria.team) parts.push(`Team: ${criteria.team}`);
  return parts.join('; ');
}

/** Opens the print window inside the click; `printMembers` fills it once every match is loaded. */
export function openPrintWindow(): Window | null {
  return openWindow('Member Search Results', POPUP_BLOCKED_MESSAGE);
}

/**
 * The spec's print view: header, printed date and time, criteria, 'Results (N members)' with every match and
 * the field table's print columns (Name, Email, Mobile, Landline). Built with DOM nodes and textContent, so no
 * member's text can inject markup.
 */
export function printMembers(
  popup: Window,
  members: DirectoryMember[],
  criteria: MemberSearchCriteria,
  total: SearchTotal,
  now: Date = new Date(),
): void {
  const doc = popup.document;
  doc.title = 'Member Search Results';
  const style = element(
    doc,
    'style',
    'body{font-family:Arial,sans-serif;font-size:14pt;color:#000}table{border-collapse:collapse;width:100%}th,td{border:1px solid #444;padding:4px 8px;text-align:left}td.phone{white-space:nowrap}thead{display:table-header-group}tr{break-inside:avoid}',
  );
  doc.head.append(style);
  doc.body.replaceChildren(
    element(doc, 'h1', 'Member Search Results'),
    element(doc, 'p', `Printed: ${formatInTheaterZone(now, { dateStyle: 'long', timeStyle: 'short' })}`),
    element(doc, 'p', `Search criteria: ${criteriaSummary(criteria)}`),
    element(doc, 'h2', `Results (${members.length.toLocaleString('en-US')} members)`),
  );
  // Only a search beyond the count's limit prints less than every match.
  if (members.length < total.value || total.kind !== 'exact') {
    const of = { exact: '', 'more-than': 'more than ', about: 'about ' }[total.kind];
    doc.body.append(
      element(doc, 'p', `The first ${members.length.toLocaleString('en-US')} of ${of}${total.value.toLocaleString('en-US')} matching members.`),
    );
  }
  const table = element(doc, 'table');
  const head = table.createTHead().insertRow();
  for (const column of COLUMNS) head.append(element(doc, 'th', column.title));
  const body = table.createTBody();
  for (const member of members) {
    const row = body.insertRow();
    for (const column of COLUMNS) {
      const cell = row.insertCell();
      const text = column.fields.map((field) => member[field] ?? '').join(' ');
      // Words wrap only between themselves on paper too: an address at its break points, a phone number never.
      if (column.fields.some((field) => memberFieldSpec(field).input === 'tel')) cell.className = 'phone';
      if (column.fields.some((field) => memberFieldSpec(field).input === 'email')) {
        cell.append(...breakPoints(text).flatMap((piece, index) => (index > 0 ? [doc.createElement('wbr'), piece] : [piece])));
      } else {
        cell.textContent = text;
      }
    }
  }
  doc.body.append(table);
  popup.focus();
  popup.print();
}
