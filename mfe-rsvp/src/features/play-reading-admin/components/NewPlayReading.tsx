import { formatCalendarDay } from '@greenroom/contracts';
import { useState } from 'react';
import { SaveResultAlerts, useSaveResult } from '@greenroom/sdk';
import { Button, Card } from 'react-bootstrap';
import { PlayReadingForm } from './PlayReadingForm';

/** "Add a play reading" for Leaders and up, above the list; after adding, says so until the next add starts. */
export function NewPlayReading() {
  const [open, setOpen] = useState(false);
  const result = useSaveResult();
  if (!open) {
    return (
      <>
        <SaveResultAlerts result={result} className="fs-5" />
        <Button
          size="lg"
          className="mb-4"
          onClick={() => {
            result.clear();
            setOpen(true);
          }}
        >
          Add a play reading
        </Button>
      </>
    );
  }
  return (
    <Card className="mb-4">
      <Card.Body>
        <Card.Title as="h2">New play reading</Card.Title>
        <PlayReadingForm
          onDone={(saved) => {
            setOpen(false);
            result.succeed(`${saved.Title} on ${formatCalendarDay(saved.Start_Date)} was added. It is in the list below.`);
          }}
          onCancel={() => setOpen(false)}
        />
      </Card.Body>
    </Card>
  );
}
