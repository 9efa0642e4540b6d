// jsdom has no fetch API; tests stub fetch at the boundary and answer with Node's real Response objects.
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { fetch, Response, Request, Headers });
  }
};
