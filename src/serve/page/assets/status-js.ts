/**
 * status.js: the page's one script, served from /ui/assets/. It keeps `main`
 * current without a reload (an EventSource on /ui/live; on each change it
 * fetches the same page and swaps `main` when it differs), follows a running
 * build's log, and sends actions to the API with the token kept in
 * sessionStorage for the tab. Only pages marked `data-live` follow changes. Plain ES2017 for any browser; no inline code.
 */
export const STATUS_JS = `(function () {
  'use strict';
  var TOKEN_KEY = 'gitshift.apiToken';
  document.documentElement.classList.add('js');

  function storedToken() {
    try { return sessionStorage.getItem(TOKEN_KEY) || ''; } catch (e) { return ''; }
  }
  function keepToken(token) {
    try {
      if (token) sessionStorage.setItem(TOKEN_KEY, token); else sessionStorage.removeItem(TOKEN_KEY);
    } catch (e) { notice('This browser keeps no token for the tab: ' + e.message, 'refused'); }
  }
  function notice(text, tone) {
    var element = document.getElementById('notice');
    if (!element) return;
    element.textContent = text;
    element.className = 'notice ' + (tone || '');
  }
  function liveState(text) {
    var element = document.getElementById('live-state');
    if (element) element.textContent = text;
  }

  // The token field: shown only with JavaScript, kept for this tab only.
  var tokenForm = document.getElementById('token-form');
  var tokenField = document.getElementById('token-field');
  if (tokenForm && tokenField) {
    tokenForm.hidden = false;
    tokenField.value = storedToken();
    tokenForm.addEventListener('submit', function (event) {
      event.preventDefault();
      keepToken(tokenField.value.trim());
      notice(tokenField.value.trim() ? 'Token kept for this tab.' : 'Token forgotten.', 'ok');
    });
    document.getElementById('token-forget').addEventListener('click', function () {
      tokenField.value = '';
      keepToken('');
      notice('Token forgotten.', 'ok');
    });
  }

  // Actions go straight to the API with Authorization: Bearer (or X-Auth-Token for a Keystone token); the token never goes in a URL.
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (form.classList.contains('login')) {
      var given = form.querySelector('input[name=token]');
      if (given && given.value) keepToken(given.value.trim());
      return;
    }
    var api = form.getAttribute('data-api');
    if (!api) return;
    event.preventDefault();
    var token = storedToken() || (tokenField ? tokenField.value.trim() : '');
    var label = form.getAttribute('data-label') || 'The action';
    if (!token) {
      notice(label + ' needs the API token: enter it at the top of the page.', 'refused');
      if (tokenField) tokenField.focus();
      return;
    }
    notice(label + ': sending…', '');
    var send = function (headers) {
      return fetch(api, { method: 'POST', headers: headers, credentials: 'same-origin' });
    };
    // Not an API token (401): perhaps a Keystone token, which the API judges per project.
    // When that is refused too, the first refusal is the one shown: it says what was wrong with the API token.
    send({ authorization: 'Bearer ' + token })
      .then(function (first) {
        if (first.status !== 401) return first;
        return send({ 'x-auth-token': token }).then(function (second) {
          return second.status === 401 ? first : second;
        });
      })
      .then(function (response) {
        return response.text().then(function (text) {
          var said = text.slice(0, 200);
          try {
            var body = JSON.parse(text);
            said = body.error || body.message || Object.keys(body).filter(function (key) {
              return ['string', 'number', 'boolean'].indexOf(typeof body[key]) >= 0;
            }).map(function (key) { return key + ': ' + body[key]; }).join(', ');
          } catch (e) { /* not JSON: the text as it came */ }
          if (response.ok) notice(label + ': done (' + response.status + ')' + (said ? ': ' + said : '.'), 'ok');
          else notice(label + ' refused (' + response.status + '): ' + said, 'refused');
        });
      })
      .catch(function (error) { notice(label + ' failed: ' + error.message, 'refused'); });
  });

  // Live updates: re-read this page and swap main when it changed.
  var busy = false;
  var again = false;
  function refresh() {
    if (busy) { again = true; return; }
    busy = true;
    fetch(location.href, { headers: { accept: 'text/html' }, cache: 'no-store', credentials: 'same-origin' })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.text();
      })
      .then(function (text) {
        var next = new DOMParser().parseFromString(text, 'text/html').querySelector('main');
        var current = document.querySelector('main');
        if (!next || !current || next.innerHTML === current.innerHTML) return;
        var log = document.getElementById('log');
        var atEnd = !log || log.scrollTop + log.clientHeight >= log.scrollHeight - 8;
        current.replaceChildren.apply(current, Array.prototype.map.call(next.childNodes, function (node) {
          return document.importNode(node, true);
        }));
        var newLog = document.getElementById('log');
        if (newLog && atEnd) newLog.scrollTop = newLog.scrollHeight;
        document.dispatchEvent(new CustomEvent('gitshift:updated'));
      })
      .catch(function (error) { liveState('Live updates paused (' + error.message + '); retrying.'); })
      .then(function () {
        busy = false;
        if (again) { again = false; refresh(); }
      });
  }

  var live = document.body.getAttribute('data-live');
  if (live && typeof EventSource === 'function') {
    var opened = false;
    var source = new EventSource(live);
    source.addEventListener('open', function () {
      liveState('Live: this page updates by itself.');
      // After a reconnect (serve restarted), catch up on what was missed.
      if (opened) refresh();
      opened = true;
    });
    source.addEventListener('change', refresh);
    source.addEventListener('error', function () { liveState('Live updates reconnecting…'); });
  }

  // A running build's log is followed even between changes the view reports.
  setInterval(function () {
    var log = document.getElementById('log');
    if (log && log.getAttribute('data-following') === 'true' && !document.hidden) refresh();
  }, 2000);
})();
`;
