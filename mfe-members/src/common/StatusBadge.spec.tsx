import { render, screen } from '@testing-library/react';
import { StatusBadge, statusVariant } from './StatusBadge';

describe('StatusBadge', () => {
  it.each([
    ['Active', 'success'],
    ['Inactive', 'success'],
    ['Pending', 'warning'],
    ['Expired', 'danger'],
    ['Cancelled', 'danger'],
    ['LTM', 'secondary'],
    [null, 'secondary'],
  ])('colours %s as %s', (status, variant) => {
    expect(statusVariant(status)).toBe(variant);
  });

  it('shows Unknown for an empty status', () => {
    render(<StatusBadge status="" />);
    expect(screen.getByText('Unknown')).toBeInTheDocument();
  });
});
