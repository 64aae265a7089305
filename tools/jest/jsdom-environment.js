// jsdom, plus the fetch classes Node already has (jsdom has XMLHttpRequest, FormData and Blob, but no Response or Headers).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchClasses extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Response', 'Request', 'Headers', 'ReadableStream']) {
      if (!this.global[name]) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchClasses;
