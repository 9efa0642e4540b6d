// jsdom has no fetch API: the screens' tests answer fetch at the network boundary with Node's real Response.
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Response, Request, Headers });
  }
};
