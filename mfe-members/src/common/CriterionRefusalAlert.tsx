import { SEARCH_CRITERION_REQUIRED_MESSAGE } from '@greenroom/contracts';
import { useKeepInView } from '@greenroom/sdk';
import { useRef } from 'react';
import { Alert } from 'react-bootstrap';

/**
 * "Please enter at least one search criterion", drawn beside the Search button and scrolled into view: at the top of
 * the form it was 529 px above the button on a phone at Larger text, and Search seemed to do nothing.
 */
export function CriterionRefusalAlert({ shown, className }: { shown: boolean; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useKeepInView(box, shown ? SEARCH_CRITERION_REQUIRED_MESSAGE : null);
  if (!shown) return null;
  return (
    <Alert ref={box} variant="danger" role={undefined} className={className}>
      {SEARCH_CRITERION_REQUIRED_MESSAGE}
    </Alert>
  );
}
