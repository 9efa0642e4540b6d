import { screen } from '@testing-library/react';
import { signIn } from '@greenroom/sdk';
import { memberFixture } from '@greenroom/testing';
import { fakeApi, renderAt } from './test-support/render-with-providers';

describe('AuditionsRoutes', () => {
  beforeEach(() => {
    signIn(memberFixture(), 'token');
    fakeApi({ 'GET /api/calendar-data': () => ({ json: { records: [] } }), 'GET /api/auditions/applications': () => ({ json: { shows: [] } }) });
  });

  it.each([
    ['/audition-application', 'Audition Pre-Registration', 'screen-audition-application'],
    ['/audition-application/group-Harvey', 'Audition Pre-Registration', 'screen-audition-application'],
    ['/audition-submissions', 'Audition Submissions', 'screen-audition-submissions'],
  ])('renders %s with the heading "%s"', async (path, heading, testId) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByTestId(testId)).toBeInTheDocument();
  });

  it('renders nothing of its own at a path it does not own', () => {
    const { container } = renderAt('/not-a-screen');
    expect(container).toBeEmptyDOMElement();
  });
});
