import { render, screen } from '@testing-library/react';
import EventsAtAGlance from '../../../expose/EventsAtAGlance';

describe('EventsAtAGlance widget', () => {
  it('is exposed as the default export and shows its card title', () => {
    render(<EventsAtAGlance />);
    expect(screen.getByRole('heading', { level: 2, name: 'Events At A Glance' })).toBeInTheDocument();
  });
});
