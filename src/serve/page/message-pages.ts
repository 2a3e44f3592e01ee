import { html, type SafeHtml } from './html.js';
import { layout } from './layout.js';

/** A page that says one thing: no such project, an action's outcome, a refusal. */
export function renderMessage(title: string, message: string, back = '/'): SafeHtml {
  return layout({
    title,
    live: false,
    main: html`<h1>${title}</h1>
      <p class="message">${message}</p>
      <p><a href="${back}">Back</a></p>`,
  });
}

/**
 * The 401 page when serve does not show its state to anyone (api.anonymousRead
 * false): the token, posted once, opens a session held in a cookie.
 */
export function renderLogin(next: string, reason?: string): SafeHtml {
  return layout({
    title: 'Sign in',
    live: false,
    main: html`<h1>Sign in</h1>
      <p>This serve shows its state only to holders of its API token.</p>
      ${reason === undefined ? '' : html`<p class="error">${reason}</p>`}
      <form class="login" method="post" action="/ui/login">
        <input type="hidden" name="next" value="${next}" />
        <label for="login-token">API token</label>
        <input id="login-token" type="password" name="token" autocomplete="current-password" required />
        <button type="submit">Show the status</button>
      </form>`,
  });
}
