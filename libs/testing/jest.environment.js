// The one jest environment of the browser-side suites. jsdom has no fetch API: screens call the API through
// apiFetch, which tests stub at fetch and answer with Node's real Response (Node's fetch only accepts Node's
// AbortSignal, so those travel together). jsdom has no layout either: the rich-text editor (ProseMirror)
// measures ranges to scroll the caret into view.
const { TestEnvironment } = require('jest-environment-jsdom');

const emptyRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) });

module.exports = class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { fetch, Response, Request, Headers, AbortController, AbortSignal });
    for (const prototype of [this.global.Range.prototype, this.global.Text.prototype]) {
      prototype.getClientRects = () => [];
      prototype.getBoundingClientRect = emptyRect;
    }
    this.global.document.elementFromPoint = () => null;
  }
};
