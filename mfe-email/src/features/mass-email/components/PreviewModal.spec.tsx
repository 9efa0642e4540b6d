import { render, screen } from '@testing-library/react';
import { PreviewModal } from './PreviewModal';

describe('PreviewModal', () => {
  it('shows the composed body without scripts or event handlers', () => {
    render(
      <PreviewModal
        show
        count={1}
        recipients={[{ firstName: 'Ada', lastName: 'Lee', email: 'ada@example.com', status: 'Active' }]}
        subject="Rehearsal moved"
        body={'<p>Hello {{First_Name}}</p><img src="x" onerror="alert(1)"><script>alert(2)</script>'}
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(screen.getByText('Hello {{First_Name}}')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });
});
