// react-router 7 reads TextEncoder at import time; jsdom does not provide it.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom has no matchMedia (react-bootstrap's responsive Offcanvas asks it): answer as a wide screen does.
window.matchMedia ??= (query) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});
// jsdom has no user-agent style for <wbr>: its empty display made an accessible name read "2 .0 .0" where a browser
// reads "2.0.0" (BreakableText's break points).
const userAgentStyle = document.createElement('style');
userAgentStyle.textContent = 'wbr { display: inline; }';
document.head.append(userAgentStyle);
