/**
 * HTML built so that nothing from outside can become markup: every value put
 * into an `html` template is escaped unless it is itself SafeHtml made here.
 * Messages, commit subjects, log lines and webhook fields all go through it.
 */
export class SafeHtml {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

/** What an `html` template takes: text (escaped), numbers, SafeHtml, lists of them; nothing for undefined/null/false. */
export type HtmlValue = SafeHtml | string | number | undefined | null | false | readonly HtmlValue[];

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an element's content and for a double- or single-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

function written(value: HtmlValue): string {
  if (value === undefined || value === null || value === false) return '';
  if (value instanceof SafeHtml) return value.text;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return escapeHtml(value);
  return value.map(written).join('');
}

/** The template tag: literal parts kept as written, values escaped. */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let text = strings[0] ?? '';
  values.forEach((value, index) => {
    text += written(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(text);
}

/**
 * A link target that cannot run script: an http(s) URL or a path of this
 * server (`/…`, not `//host`). Anything else (`javascript:`, `data:`) is
 * undefined, and the caller shows the text without a link.
 */
export function safeHref(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  if (/^\/(?![/\\])/.test(url)) return url;
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
}

/** `text` as a link to `url` when the URL is safe, as plain text otherwise. */
export function linkOrText(text: string, url: string | undefined): SafeHtml {
  const href = safeHref(url);
  return href === undefined ? html`${text}` : html`<a href="${href}">${text}</a>`;
}
