// jsdom has no fetch, Response or Headers: the screens call the API through apiFetch, which tests stub at fetch.
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { fetch, Response, Request, Headers, AbortController, AbortSignal });
  }
};
