// jsdom has no fetch: the registry tests fetch from a real local HTTP server with Node's own fetch, which only
// accepts Node's AbortSignal, so those travel together.
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { fetch, Response, Request, Headers, AbortController, AbortSignal });
  }
};
