import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDeleteDialog, ConfirmDialog } from './ConfirmDialog';

function renderDeleteDialog(busy = false) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmDeleteDialog show confirmLabel="Delete Event" busy={busy} onConfirm={onConfirm} onCancel={onCancel}>
      This action cannot be undone.
    </ConfirmDeleteDialog>,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('is a dialog named by its title, with Cancel and a primary confirm button', async () => {
    const onConfirm = jest.fn();
    render(
      <ConfirmDialog show title="Send email" confirmLabel="Yes, send it" onConfirm={onConfirm} onCancel={jest.fn()}>
        Are you sure?
      </ConfirmDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Send email' })).toHaveTextContent('Are you sure?');
    expect(screen.getByRole('button', { name: 'Yes, send it' })).toHaveClass('btn-primary');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, send it' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('keeps the words it was shown with while it fades out, though its caller has cleared them', async () => {
    const ask = (question: string | null) => (
      <ConfirmDialog
        show={question !== null}
        title={question ?? ''}
        confirmLabel={`Yes, ${question ?? ''}`}
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      >
        <p>{question}</p>
      </ConfirmDialog>
    );
    const { rerender } = render(ask('stop the weekly e-mail'));
    const dialog = screen.getByRole('dialog', { name: 'stop the weekly e-mail' });
    rerender(ask(null));
    expect(dialog).toHaveTextContent('stop the weekly e-mail');
    expect(dialog).toHaveTextContent('Yes, stop the weekly e-mail');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('ConfirmDeleteDialog', () => {
  it('asks under "Confirm Delete" with a red button; Cancel and Close both cancel', async () => {
    const { onConfirm, onCancel } = renderDeleteDialog();
    expect(screen.getByRole('dialog', { name: 'Confirm Delete' })).toHaveTextContent('This action cannot be undone.');
    expect(screen.getByRole('button', { name: 'Delete Event' })).toHaveClass('btn-danger');

    await userEvent.click(screen.getByRole('button', { name: 'Delete Event' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('says "Deleting..." and takes no second click while the deletion runs', () => {
    renderDeleteDialog(true);
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
