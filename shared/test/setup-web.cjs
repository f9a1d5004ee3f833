// jsdom lacks these browser APIs that React and our code use.
const util = require('node:util');
global.TextEncoder ??= util.TextEncoder;
global.TextDecoder ??= util.TextDecoder;
