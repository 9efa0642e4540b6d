import {
  routeKey,
  routeUrl,
  campaignRoute,
  campaignsRoute,
  countRecipientsRoute,
  membershipGroupsRoute,
  mergeCheckRoute,
  previewRecipientsRoute,
  sendMassEmailRoute,
  teamChoicesRoute,
} from '@greenroom/contracts';
import { LiveRegion, clearSession, signIn } from '@greenroom/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberFixture, renderScreen, stubApi } from '@greenroom/testing';
import { MassEmailScreen } from './MassEmailScreen';

const GROUPS = [
  { name: 'Expired', count: 35 },
  { name: 'Active', count: 139 },
  { name: 'Deceased', count: 4 },
  { name: 'LTM', count: 42 },
  { name: 'Pending', count: 0 },
];

function stubs(count: number, unsubscribed = 0) {
  let progressCalls = 0;
  return stubApi({
    [routeKey(membershipGroupsRoute)]: () => Response.json({ groups: GROUPS }),
    [routeKey(teamChoicesRoute)]: () => Response.json({ choices: ['Props', 'Set'] }),
    [routeKey(countRecipientsRoute)]: () => Response.json({ count, unsubscribed }),
    [routeKey(mergeCheckRoute)]: () => Response.json({ total: count, emptyTags: [{ tag: 'Dues_Expire', empty: 2, fallback: false }], preview: null }),
    [routeKey(previewRecipientsRoute)]: () =>
      Response.json({ count, recipients: [{ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', status: 'Active' }] }),
    [routeKey(sendMassEmailRoute)]: () =>
      Response.json({ campaignId: 'c-1', sentCount: count, message: `Your email is being sent to ${count} members.` }, { status: 202 }),
    [routeKey(campaignsRoute)]: () => Response.json({ campaigns: [] }),
    [`GET ${routeUrl(campaignRoute, { id: 'c-1' })}`]: () => {
      progressCalls += 1;
      const sent = progressCalls > 1 ? count : 1;
      return Response.json({
        campaign: {
          id: 'c-1',
          kind: 'mass',
          subject: 's',
          createdAt: new Date().toISOString(),
          createdBy: 'A',
          total: count,
          queued: count - sent,
          sent,
          failed: 0,
          finished: sent === count,
          failures: [],
        },
      });
    },
  });
}

describe('MassEmailScreen', () => {
  beforeEach(() => {
    clearSession();
    signIn(memberFixture({ Email: 'admin@example.com', Portal_Permission: 'Admin', isAdmin: true }), 'tok');
  });

  it('lists groups by count without hidden or empty ones, selects Active and LTM, and defaults reply-to to the admin', async () => {
    stubs(181);
    renderScreen(<MassEmailScreen />);
    const labels = await screen.findAllByLabelText(/\(\d+\)$/);
    expect(labels.map((input) => input.id)).toEqual(['group-Active', 'group-LTM', 'group-Expired']);
    await waitFor(() => expect(screen.getByLabelText('Active (139)')).toBeChecked());
    expect(screen.getByLabelText('LTM (42)')).toBeChecked();
    expect(screen.getByLabelText('Expired (35)')).not.toBeChecked();
    expect(screen.getByLabelText('Reply-to email')).toHaveValue('admin@example.com');
    expect(await screen.findByText('181')).toBeInTheDocument();
  });

  it('disables Preview at zero recipients and checks the spec rules before sending', async () => {
    stubs(0);
    renderScreen(<MassEmailScreen />);
    await screen.findByLabelText('Active (139)');
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(screen.getByText('Please enter a subject line')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Subject'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(screen.getByText('Please enter email content')).toBeInTheDocument();
  });

  it("moves focus to the first invalid field of a refused send, each error read as its field's description", async () => {
    stubs(5);
    renderScreen(<MassEmailScreen />);
    await waitFor(() => expect(screen.getByLabelText('Active (139)')).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));

    const subject = screen.getByLabelText('Subject');
    await waitFor(() => expect(subject).toHaveFocus());
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(subject).toHaveAccessibleDescription('Please enter a subject line');
    const content = screen.getByRole('textbox', { name: 'Email content' });
    expect(content).toHaveAccessibleDescription('Please enter email content');

    await userEvent.type(subject, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    await waitFor(() => expect(content).toHaveFocus());
    expect(content).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByLabelText('Active (139)'));
    await userEvent.click(screen.getByLabelText('LTM (42)'));
    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    const firstGroup = screen.getByLabelText('Active (139)');
    await waitFor(() => expect(firstGroup).toHaveFocus());
    expect(firstGroup).toHaveAccessibleDescription('Please select at least one membership group');
  });

  it('refuses an attachment of a type not allowed', async () => {
    stubs(5);
    renderScreen(<MassEmailScreen />);
    const input = screen.getByLabelText(/^Attachments/);
    await userEvent.upload(input, new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' }), { applyAccept: false });
    expect(await screen.findByText("File 'tool.exe' is not an allowed type (pdf, doc, docx, png, jpg, jpeg).")).toBeInTheDocument();
  });

  it('flags a misspelled merge tag as it is typed, with the tag it likely means, and refuses to send before any confirmation', async () => {
    const api = stubs(3);
    renderScreen(<MassEmailScreen />);
    await waitFor(() => expect(screen.getByLabelText('Active (139)')).toBeChecked());
    await userEvent.click(screen.getByLabelText('Subject'));
    await userEvent.paste('Welcome {{First Name}}');
    const flagged = await screen.findByTestId('unknown-merge-tags');
    expect(within(flagged).getByRole('listitem')).toHaveTextContent('{{First Name}} Did you mean {{First_Name}}?');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email content' }), 'Dear member');
    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(
      await screen.findByText('Unknown merge tag: {{First Name}} (did you mean {{First_Name}}?)', { selector: '.alert *, .alert' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.key === routeKey(sendMassEmailRoute) || call.key === routeKey(mergeCheckRoute))).toBe(false);
  });

  it('confirms, sends with a merge tag, follows the progress to the end and resets the form', async () => {
    const api = stubs(3, 1);
    renderScreen(
      <>
        <LiveRegion />
        <MassEmailScreen />
      </>,
    );
    await waitFor(() => expect(screen.getByLabelText('Active (139)')).toBeChecked());
    await userEvent.click(screen.getByLabelText('Props'));
    await userEvent.type(screen.getByLabelText('Subject'), 'Props call');
    await userEvent.selectOptions(screen.getByLabelText('Insert merge tag'), 'First_Name');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email content' })).toHaveTextContent('{{First_Name}}'));
    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to send this email to 3 members?')).toBeInTheDocument();
    expect(within(dialog).getByText('{{Dues_Expire}} is empty for 2 of 3 recipients.')).toBeInTheDocument();
    expect(screen.getByTestId('recipient-count')).toHaveTextContent(
      'Recipients: 3 (1 member of these groups unsubscribed from mass e-mails and will not get it)',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, send it' }));

    expect(await screen.findByText(/Finished: 0 queued, 3 sent, 0 failed of 3\./, undefined, { timeout: 4000 })).toBeInTheDocument();
    const sent = api.calls.find((call) => call.key === routeKey(sendMassEmailRoute))?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      subject: 'Props call',
      groups: ['Active', 'LTM'],
      teams: ['Props'],
      teamFilterType: 'OR',
      replyToEmail: 'admin@example.com',
    });
    expect(sent.body).toContain('{{First_Name}}');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Props')).not.toBeChecked();
    // Progress is read out politely at steps, and once at the end; not at every poll.
    const polite = screen.getByTestId('live-region-polite');
    expect(polite).toHaveTextContent('Your email is being sent to 3 members.');
    expect(polite).toHaveTextContent('Sent 1 of 3');
    expect(polite).toHaveTextContent('Sending finished: sent 3 of 3.');
  });
});
