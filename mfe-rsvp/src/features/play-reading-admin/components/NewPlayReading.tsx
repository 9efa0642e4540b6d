import { useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { PlayReadingForm } from './PlayReadingForm';

/** "Add a play reading" for Leaders and up, above the list. */
export function NewPlayReading() {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button size="lg" className="mb-4" onClick={() => setOpen(true)}>
        Add a play reading
      </Button>
    );
  }
  return (
    <Card className="mb-4">
      <Card.Body>
        <Card.Title as="h2">New play reading</Card.Title>
        <PlayReadingForm onDone={() => setOpen(false)} onCancel={() => setOpen(false)} />
      </Card.Body>
    </Card>
  );
}
