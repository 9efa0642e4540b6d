import { criteriaSummary, openPrintWindow, printMembers } from './print-members';

describe('printMembers', () => {
  it('writes the print view with text only, so a member name cannot inject markup', () => {
    const popup = document.implementation.createHTMLDocument('print');
    const fakeWindow = { document: popup, focus: jest.fn(), print: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(fakeWindow as unknown as Window);
    const member = { First_Name: '<img src=x onerror=alert(1)>', Last_Name: 'Smith', Email: 'a@b.c', Mobile: '1', Landline: null };
    const criteria = { Last_Name: 'Smith', Membership_Statuses: ['Active' as const] };
    const opened = openPrintWindow();
    expect(opened).toBe(fakeWindow);
    expect(popup.body.textContent).toContain('Preparing the list to print...');
    printMembers(fakeWindow as unknown as Window, [member] as never, criteria, { value: 3, kind: 'exact' }, new Date('2026-01-05T15:00:00Z'));
    expect(popup.body.textContent).not.toContain('Preparing');
    expect(popup.querySelector('img')).toBeNull();
    expect(popup.body.textContent).toContain('Results (1 members)');
    expect(popup.body.textContent).toContain('Search criteria: Last name: Smith; Status: Active');
    expect(popup.body.textContent).toContain('The first 1 of 3 matching members.');
    expect([...popup.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Name', 'Email', 'Mobile', 'Landline']);
    expect(fakeWindow.print).toHaveBeenCalled();
  });

  it('says when the count stopped at its limit', () => {
    const popup = document.implementation.createHTMLDocument('print');
    const fakeWindow = { document: popup, focus: jest.fn(), print: jest.fn() } as unknown as Window;
    const member = { First_Name: 'Ruth', Last_Name: 'Smith', Email: 'a@b.c', Mobile: '1', Landline: null };
    printMembers(fakeWindow, [member] as never, { Last_Name: 'Smith' }, { value: 10000, kind: 'more-than' });
    expect(popup.body.textContent).toContain('The first 1 of more than 10,000 matching members.');
  });

  it('summarizes the criteria', () => {
    expect(criteriaSummary({ team: 'Set', Email: 'x' })).toBe('Email: x; Team: Set');
  });
});
