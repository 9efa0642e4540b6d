import { contactProblemsRoute, routeKey } from '@greenroom/contracts';
import { clearSession, signIn } from '@greenroom/sdk';
import { screen, within } from '@testing-library/react';
import { memberFixture, renderScreen, stubApi } from '@greenroom/testing';
import { ContactProblemsScreen } from './ContactProblemsScreen';

const WALTER = {
  id: 'm1',
  First_Name: 'Walter',
  Last_Name: 'Brooks',
  Email: 'member@greenroom.test',
  Mobile: '555-12',
  Landline: '(352) 555-0100',
  Zip_Code: '3215',
  fields: ['Mobile', 'Zip_Code'],
};

describe('ContactProblemsScreen', () => {
  beforeEach(() => {
    clearSession();
    signIn(memberFixture({ Portal_Permission: 'Admin', isAdmin: true }), 'tok');
  });

  it('lists each member to correct, marks the values in words and links to Edit Member Details', async () => {
    stubApi({ [routeKey(contactProblemsRoute)]: () => Response.json({ records: [WALTER] }) });
    renderScreen(<ContactProblemsScreen />);
    expect(await screen.findByText('1 member has a phone number or ZIP code to correct.')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Walter Brooks/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Walter Brooks',
      'member@greenroom.test',
      '555-12(to correct)',
      '(352) 555-0100',
      '3215(to correct)',
      'Mobile, ZIP Code',
      'Edit',
    ]);
    expect(within(row).getByRole('link', { name: 'Edit Walter Brooks' })).toHaveAttribute('href', '/edit-member-details/member%40greenroom.test');
  });

  it('says so when every record follows the rules', async () => {
    stubApi({ [routeKey(contactProblemsRoute)]: () => Response.json({ records: [] }) });
    renderScreen(<ContactProblemsScreen />);
    expect(await screen.findByText('Every stored phone number and ZIP code follows the rules.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's message, or a plain one when the network fails", async () => {
    stubApi({ [routeKey(contactProblemsRoute)]: () => Response.json({ statusCode: 403, message: 'Forbidden resource' }, { status: 403 }) });
    const first = renderScreen(<ContactProblemsScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden resource');
    first.unmount();

    stubApi({
      [routeKey(contactProblemsRoute)]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderScreen(<ContactProblemsScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while loading the members to correct');
  });

  it('keeps the list from a member who is not an Admin', () => {
    signIn(memberFixture({ Portal_Permission: 'Leader' }), 'tok');
    const api = stubApi({});
    renderScreen(<ContactProblemsScreen />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
