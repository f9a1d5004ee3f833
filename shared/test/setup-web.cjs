// jsdom lacks these browser APIs that React and our code use.
const { TextEncoder, TextDecoder } = require('node:util');
global.TextEncoder ??= TextEncoder;
global.TextDecoder ??= TextDecoder;
