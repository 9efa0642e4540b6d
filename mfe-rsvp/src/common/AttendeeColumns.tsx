import type { Attendee } from '@greenroom/contracts';
import { Col, Row } from 'react-bootstrap';
import { splitIntoColumns } from './split-columns';
import styles from './AttendeeColumns.module.css';

/** Attendees in three even columns; the API already sorts them by last name. */
export function AttendeeColumns({ attendees }: { attendees: readonly Attendee[] }) {
  return (
    <Row data-testid="attendee-list">
      {splitIntoColumns(attendees, 3).map((column, index) => (
        <Col md={4} key={index}>
          <ul className={styles.list}>
            {column.map((attendee) => (
              <li key={attendee.Email + attendee.First_Name + attendee.Last_Name}>
                {attendee.First_Name} {attendee.Last_Name}
              </li>
            ))}
          </ul>
        </Col>
      ))}
    </Row>
  );
}
