import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeKey, mergeCheckRoute } from '@greenroom/contracts';
import { renderScreen, stubApi } from '@greenroom/testing';
import { PreviewModal } from './PreviewModal';

const ADA = { firstName: 'Ada', lastName: 'Lee', email: 'ada@example.com', status: 'Active' };
const CRITERIA = { groups: ['Pending'], teams: [], teamFilterType: 'OR' as const };

describe('PreviewModal', () => {
  it('shows the composed body without scripts or event handlers', async () => {
    stubApi({ [routeKey(mergeCheckRoute)]: () => Response.json({ total: 1, emptyTags: [], preview: null }) });
    renderScreen(
      <PreviewModal
        show
        count={1}
        recipients={[ADA]}
        criteria={CRITERIA}
        subject="Rehearsal moved"
        body={'<p>Hello {{First_Name}}</p><img src="x" onerror="alert(1)"><script>alert(2)</script>'}
        attachments={[]}
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(screen.getByTestId('preview-attachments')).toHaveTextContent('Attachments: none');
    expect(screen.getByText('Hello {{First_Name}}')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });

  it('shows a chosen recipient’s copy and warns about empty tags', async () => {
    const api = stubApi({
      [routeKey(mergeCheckRoute)]: (body) =>
        Response.json({
          total: 25,
          emptyTags: [{ tag: 'Dues_Expire', empty: 25, fallback: false }],
          preview: (body as { asEmail?: string }).asEmail ? { email: ADA.email, name: 'Ada Lee', subject: 'Hi Ada', html: '<p>Hello Ada</p>' } : null,
        }),
    });
    renderScreen(
      <PreviewModal
        show
        count={25}
        recipients={[ADA]}
        criteria={CRITERIA}
        subject="Hi {{First_Name}}"
        body="<p>Hello {{First_Name}}</p>"
        attachments={['agenda.pdf (120 KB)', 'map.png (40 KB)']}
        onClose={() => undefined}
      />,
    );
    expect(await screen.findByText('{{Dues_Expire}} is empty for 25 of 25 recipients.')).toBeInTheDocument();
    expect(screen.getByTestId('preview-attachments')).toHaveTextContent('Attachments: agenda.pdf (120 KB), map.png (40 KB)');
    await userEvent.setup().selectOptions(screen.getByLabelText('Show the message as'), 'ada@example.com');
    expect(await within(screen.getByTestId('preview-body')).findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.getByText('Hi Ada')).toBeInTheDocument();
    expect(api.calls.at(-1)?.body).toMatchObject({ asEmail: 'ada@example.com', groups: ['Pending'] });
  });
});
