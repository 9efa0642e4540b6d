import { membersNavRoute, routeKey } from '@greenroom/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { loadMenu, resetMenu } from '../menu/menu-store';
import { clearSession, signIn } from '../session/session-store';
import { memberFixture, stubApi } from '@greenroom/testing';
import { AccessRestricted } from './AccessRestricted';

function renderGuarded(props: { permission?: string; path?: string }) {
  return render(
    <MemoryRouter>
      <AccessRestricted {...props}>
        <p>Secret roster</p>
      </AccessRestricted>
    </MemoryRouter>,
  );
}

describe('AccessRestricted', () => {
  beforeEach(() => {
    clearSession();
    resetMenu();
  });

  it('shows the content when the permission is in the list', () => {
    signIn(memberFixture({ Portal_Permission: 'Board' }), 'tok');
    renderGuarded({ permission: 'Leader, Board' });
    expect(screen.getByText('Secret roster')).toBeInTheDocument();
  });

  it('shows the restriction notice with a link to My Information otherwise', () => {
    signIn(memberFixture({ Portal_Permission: 'Member' }), 'tok');
    renderGuarded({ permission: 'Leader,Board' });
    expect(screen.queryByText('Secret roster')).not.toBeInTheDocument();
    expect(screen.getByText('Access Restricted')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to view this content.")).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/my-information');
  });

  it('looks the permission up by route path from the menu', async () => {
    stubApi({
      [routeKey(membersNavRoute)]: () =>
        Response.json({
          records: [
            {
              id: 'r1',
              fields: {
                Title: 'Member Log',
                Url: '/member-log',
                Icon: null,
                Type: null,
                ParentId: null,
                Permission: 'Admin, Board',
                NavigationId: null,
                SortOrder: 1,
                Visible: true,
              },
            },
          ],
        }),
    });
    signIn(memberFixture({ Portal_Permission: 'Board' }), 'tok');
    await loadMenu();

    renderGuarded({ path: 'member-log' });

    expect(screen.getByText('Secret roster')).toBeInTheDocument();
  });

  it('lets only Admin through when the route has no permission defined', () => {
    signIn(memberFixture({ Portal_Permission: 'Board' }), 'tok');
    const { unmount } = renderGuarded({ path: '/unknown-route' });
    expect(screen.getByText('Access Restricted')).toBeInTheDocument();
    unmount();

    signIn(memberFixture({ Portal_Permission: 'Admin' }), 'tok');
    renderGuarded({ path: '/unknown-route' });
    expect(screen.getByText('Secret roster')).toBeInTheDocument();
  });
});
