import { AccessRestricted, LoadingStatus, ScrollableTable, formatInTheaterZone } from '@greenroom/sdk';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { DayPicker, type DateRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useMemberLog, type LogRange } from '../api/get-member-log';
import { localDay, rangeLabel, scopeText, todayRange } from './log-range';
import styles from './MemberLogScreen.module.css';

const TIMESTAMP: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };

/** Spec 02 §2.13: today's sign-in events by default, any day or range on demand. Admin only. */
export function MemberLogScreen() {
  const [range, setRange] = useState<LogRange>(() => todayRange());
  const [showCalendar, setShowCalendar] = useState(false);
  // The picker starts empty, so a first pick is one day and a second pick makes it a range.
  const [picked, setPicked] = useState<DateRange | undefined>(undefined);
  const log = useMemberLog(range);
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
          <p className="fs-5">No logs found for the selected date range</p>
        ) : (
          <>
            <p className="fs-5">Showing {entries.length} results</p>
            <ScrollableTable
              label="Member log entries"
              striped
              bordered
              className="fs-5"
              columns={['Date', 'Action Type', 'Login Result', 'Email', 'IP Address']}
            >
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatInTheaterZone(new Date(entry.timestamp), TIMESTAMP)}</td>
                    <td>{entry.action_type}</td>
                    <td>{entry.login_result}</td>
                    <td>{entry.email ?? ''}</td>
                    <td>{entry.ip_address ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollableTable>
          </>
        )}
      </AccessRestricted>
    </section>
  );
}
