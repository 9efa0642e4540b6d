const { configure } = require('@testing-library/react');

// Each test starts in a browser of its own: what a screen keeps in local storage (form drafts, the calendar view, the
// text size) does not carry from one test into the next, as session storage does not after clearSession().
beforeEach(() => localStorage.clear());

// findBy/waitFor give up after 1 s by default: with nx running two projects at once on two cores, a screen that is
// only slow to draw (not wrong) missed that now and then. A screen that never draws still fails, later.
configure({ asyncUtilTimeout: 5_000 });
