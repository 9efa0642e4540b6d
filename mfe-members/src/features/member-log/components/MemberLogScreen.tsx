import { MEMBER_LOG_TYPES } from '@greenroom/contracts';
import { AccessRestricted, BreakableText, LoadingStatus, DataTable, formatInTheaterZone, TechnicalDetails } from '@greenroom/sdk';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { DayPicker, type DateRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useMemberLog, type LogRange, type LogTypeChoice } from '../api/get-member-log';
import { changeDetails } from './change-details';
import { localDay, rangeLabel, scopeText, todayRange } from './log-range';
import styles from './MemberLogScreen.module.css';

const TIMESTAMP: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };

const TYPE_CHOICES: LogTypeChoice[] = ['All', ...(Object.keys(MEMBER_LOG_TYPES) as LogTypeChoice[])];

/** docs/spec-summary.md §2.2.13: today's sign-in events by default, any day or range on demand. Admin only. */
export function MemberLogScreen() {
  const [range, setRange] = useState<LogRange>(() => todayRange());
  const [showCalendar, setShowCalendar] = useState(false);
  // The picker starts empty, so a first pick is one day and a second pick makes it a range.
  const [picked, setPicked] = useState<DateRange | undefined>(undefined);
  const [type, setType] = useState<LogTypeChoice>('All');
  // The name typed, and the one searched: typing alone does not refetch a day of entries for every letter.
  const [memberText, setMemberText] = useState('');
  const [member, setMember] = useState('');
  const log = useMemberLog(range, type, member);
  const isToday = scopeText(range) === 'Showing logs for today';
  const entries = log.data ?? [];

  const pick = (selected: DateRange | undefined) => {
    setPicked(selected);
    if (!selected?.from) return;
    setRange({ startDate: localDay(selected.from), endDate: localDay(selected.to ?? selected.from) });
  };

  return (
    <section data-testid="screen-member-log">
      <h1>Member Log Report</h1>
      <AccessRestricted permission="Admin">
        <p className="fs-5" aria-live="polite">
          {scopeText(range)}
        </p>
        <div className="d-flex flex-wrap gap-3 mb-3">
          <Button variant="outline-primary" size="lg" onClick={() => setShowCalendar(!showCalendar)} aria-expanded={showCalendar}>
            {showCalendar ? 'Hide Calendar' : 'Search Another Date'}
          </Button>
          {!isToday && (
            <Button
              variant="primary"
              size="lg"
              onClick={() => {
                setPicked(undefined);
                setRange(todayRange());
              }}
            >
              Show Today&apos;s Logs
            </Button>
          )}
        </div>
        <Form
          role="search"
          aria-label="Find one member's entries"
          className="d-flex flex-wrap align-items-end gap-3 mb-3"
          onSubmit={(event) => {
            event.preventDefault();
            setMember(memberText.trim());
          }}
        >
          <Form.Group controlId="member-log-member">
            <Form.Label>Member&apos;s name or e-mail</Form.Label>
            <Form.Control size="lg" value={memberText} maxLength={100} onChange={(event) => setMemberText(event.target.value)} />
          </Form.Group>
          <Button type="submit" size="lg">
            Find
          </Button>
          {member && (
            <Button
              variant="outline-secondary"
              size="lg"
              onClick={() => {
                setMemberText('');
                setMember('');
              }}
            >
              Show every member
            </Button>
          )}
        </Form>
        {member && <p className="fs-5">Showing only entries of members matching &ldquo;{member}&rdquo;.</p>}
        <Form.Group controlId="member-log-type" className="mb-3">
          <Form.Label>Show</Form.Label>
          <Form.Select className="w-auto" value={type} onChange={(event) => setType(event.target.value as LogTypeChoice)}>
            {TYPE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice === 'All' ? 'All entries' : choice}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {showCalendar && (
          <div className="mb-4">
            <Form.Group controlId="member-log-range" className="mb-2">
              <Form.Label>Choose a date or range:</Form.Label>
              <Form.Control readOnly placeholder="Select date range" value={isToday ? '' : rangeLabel(range)} className="w-auto" />
            </Form.Group>
            <DayPicker className={styles.picker} mode="range" selected={picked} onSelect={pick} />
          </div>
        )}
        {log.isFetching ? (
          <LoadingStatus className="fs-5">Loading logs...</LoadingStatus>
        ) : entries.length === 0 ? (
          <p className="fs-5">
            {member ? `No logs of members matching "${member}" for the selected date range` : 'No logs found for the selected date range'}
          </p>
        ) : (
          <>
            <p className="fs-5">Showing {entries.length === 1 ? '1 result' : `${entries.length} results`}</p>
            <DataTable label="Member log entries" striped bordered columns={['Date', 'Action Type', 'Result', 'Email', 'Changes']}>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatInTheaterZone(new Date(entry.timestamp), TIMESTAMP)}</td>
                    <td>{entry.action_type}</td>
                    <td>{entry.login_result}</td>
                    <td>{entry.email && <BreakableText text={entry.email} />}</td>
                    <td>
                      <BreakableText text={changeDetails(entry)} />
                      {entry.ip_address && (
                        <TechnicalDetails>
                          IP address <BreakableText text={entry.ip_address} />
                        </TechnicalDetails>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </>
        )}
      </AccessRestricted>
    </section>
  );
}
