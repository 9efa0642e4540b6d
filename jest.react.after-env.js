// Each test starts in a browser of its own: what a screen keeps in local storage (form drafts, the calendar view, the
// text size) does not carry from one test into the next, as session storage does not after clearSession().
beforeEach(() => localStorage.clear());
