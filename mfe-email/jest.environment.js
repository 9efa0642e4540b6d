// jsdom has no fetch, Response or Headers: the screens call the API through apiFetch, which tests stub at fetch.
// It has no layout either: the rich-text editor (ProseMirror) measures ranges to scroll the caret into view.
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
