// Test-only stand-in for Google's gapi loader (https://apis.google.com/js/api.js), which this offline machine
// cannot reach. The firebase SDK's popup sign-in and the Firebase Auth emulator's helper iframe both load it for
// one thing: gapi.iframes, a request/response channel between a page and an iframe. This is that channel over
// window.postMessage, nothing more. firebase.spec.ts serves it in place of Google's script; the site never does.
(function () {
  var TAG = '__gapiIframesStandIn';
  var src = document.currentScript && document.currentScript.src;
  var onload = src ? new URL(src).searchParams.get('onload') : null;
  var seq = 0;
  var replies = {};
  var channels = [];

  // One end of a channel to another window: its handlers answer the other end's send().
  function Channel(otherWindow) {
    this.otherWindow = otherWindow;
    this.handlers = {};
    this.waiting = [];
    this.ready = false;
    this.onReady = [];
  }
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var waiting = this.waiting;
    this.waiting = [];
    waiting.forEach(function (message) {
      this.answer(message);
    }, this);
  };
  Channel.prototype.answer = function (message) {
    var handler = this.handlers[message.name];
    // A message that comes before its handler waits for it, as with gapi.
    if (!handler) return this.waiting.push(message);
    this.otherWindow().postMessage({ tag: TAG, kind: 'reply', id: message.id, result: [handler(message.data)] }, '*');
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = TAG + ++seq + Math.random();
    replies[id] = callback;
    this.otherWindow().postMessage({ tag: TAG, kind: 'send', id: id, name: name, data: data }, '*');
  };
  Channel.prototype.ping = function (callback) {
    var channel = this; // eslint-disable-line @typescript-eslint/no-this-alias -- ES5 (runs as the page's own script): no arrow functions to keep this
    return new Promise(function (resolve) {
      var done = function () {
        if (callback) callback();
        resolve();
      };
      if (channel.ready) done();
      else channel.onReady.push(done);
    });
  };
  Channel.prototype.restyle = function () {
    return Promise.resolve();
  };

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message.tag !== TAG) return;
    var channel = channels.find(function (c) {
      return c.otherWindow() === event.source;
    });
    if (message.kind === 'reply') {
      var callback = replies[message.id];
      delete replies[message.id];
      try {
        if (callback) callback(message.result);
      } catch (e) {
        // gapi swallows what a reply callback throws (the SDK's webStorageSupport callback always throws after cb).
      }
    } else if (channel && message.kind === 'send') {
      channel.answer(message);
    } else if (channel && message.kind === 'ready') {
      channel.ready = true;
      channel.onReady.splice(0).forEach(function (f) {
        f();
      });
    }
  });

  var context = {
    // The page side: open an iframe and talk to it.
    open: function (options, onOpen) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(name, attributes[name]);
      });
      var channel = new Channel(function () {
        return frame.contentWindow;
      });
      channels.push(channel);
      frame.src = options.url;
      options.where.appendChild(frame);
      return Promise.resolve(onOpen ? onOpen(channel) : channel);
    },
    // The iframe side: the channel to the page that opened it.
    getParentIframe: function () {
      var channel = channels[0];
      if (!channel) {
        channel = new Channel(function () {
          return window.parent;
        });
        channels.push(channel);
      }
      return channel;
    },
  };

  window.gapi = {
    load: function (name, options) {
      setTimeout(options.callback || options, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: function () {
        return true;
      },
      getContext: function () {
        return context;
      },
    },
  };

  // Inside an iframe: tell the page the channel is up (what the SDK's ping waits for).
  if (window.parent !== window) {
    context.getParentIframe();
    window.parent.postMessage({ tag: TAG, kind: 'ready' }, '*');
  }
  if (onload && typeof window[onload] === 'function') window[onload]();
  else if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();
