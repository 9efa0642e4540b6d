import type { ComponentProps, ReactNode } from 'react';
import { Card } from 'react-bootstrap';

export interface SectionCardProps extends Omit<ComponentProps<typeof Card>, 'title'> {
  /** The section's heading, styled two steps smaller than its level so the screen's own headings stand out. */
  title: ReactNode;
  /** 3 for a section inside a part of the screen that has its own h2. */
  level?: 2 | 3;
}

/** One titled part of a screen: a card whose header is the section's heading. */
export function SectionCard({ title, level = 2, children, ...cardProps }: SectionCardProps) {
  return (
    <Card {...cardProps}>
      <Card.Header as={`h${level}`} className={`h${level + 2}`}>
        {title}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}
