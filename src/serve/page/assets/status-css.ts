/** status.css: the page's one stylesheet, served from /ui/assets/ (a CSP without 'unsafe-inline' allows it). */
export const STATUS_CSS = `:root {
  --fg: #1d2330; --muted: #5b6473; --bg: #fff; --line: #d9dde5; --accent: #1f5fbf; --soft: #f4f6f9;
}
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
a { color: var(--accent); }
header.top { display: flex; flex-wrap: wrap; gap: .4rem 1rem; align-items: center; padding: .6rem 1rem; border-bottom: 1px solid var(--line); background: var(--soft); }
.brand { font-weight: 700; font-size: 1.1rem; text-decoration: none; color: inherit; }
nav a { margin-right: .6rem; }
.token-form { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; margin-left: auto; font-size: .85rem; }
.token-form[hidden] { display: none; }
.token-form input { width: 12rem; max-width: 100%; }
main, .live-state, .notice { max-width: 80rem; margin: 0 auto; padding: 0 1rem; }
main { padding-bottom: 2rem; }
.live-state { font-size: .8rem; color: var(--muted); margin-top: .4rem; }
.notice { margin-top: .4rem; }
.notice:empty { display: none; }
.notice.ok { color: #135c2a; }
.notice.refused { color: #a61b1b; }
h1 { font-size: 1.5rem; margin: .8rem 0 .3rem; overflow-wrap: anywhere; }
h2 { font-size: 1.15rem; margin: 1.6rem 0 .5rem; }
.summary, .crumbs, .hint { color: var(--muted); margin: .2rem 0; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .35rem .5rem; border-bottom: 1px solid var(--line); vertical-align: top; overflow-wrap: anywhere; }
th { white-space: nowrap; overflow-wrap: normal; font-size: .78rem; text-transform: uppercase; letter-spacing: .03em; color: var(--muted); }
.badge { display: inline-block; padding: 0 .45rem; border-radius: .6rem; font-size: .8rem; font-weight: 600; background: #e7eaf0; color: #333; white-space: nowrap; }
.badge-synced, .badge-healthy, .badge-complete { background: #d5f2dd; color: #135c2a; }
.badge-syncing, .badge-progressing, .badge-running, .badge-pending, .badge-new { background: #dbe8fb; color: #1b4a8f; }
.badge-outofsync { background: #fdf0cf; color: #7a5300; }
.badge-failed, .badge-degraded, .badge-error, .badge-blocked { background: #fbdada; color: #8a1c1c; }
.none, .empty { color: var(--muted); }
.reason { font-size: .8rem; color: var(--muted); }
.alert { border-left: 4px solid #c53030; padding: .1rem .8rem .5rem; background: #fdf1f1; margin-top: 1rem; }
.alert h2 { margin-top: .5rem; }
.error { color: #a61b1b; overflow-wrap: anywhere; }
ul.urls, ul.errors { margin: 0; padding-left: 1.1rem; }
dl.facts { display: grid; grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr)); gap: .5rem 1rem; margin: .6rem 0; }
dl.facts dt { font-size: .78rem; color: var(--muted); }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
dl.fields { margin: 0; font-size: .82rem; }
dl.fields div { display: flex; gap: .35rem; }
dl.fields dt { color: var(--muted); white-space: nowrap; }
dl.fields dt::after { content: ":"; }
dl.fields dd { margin: 0; overflow-wrap: anywhere; }
pre.log { background: #111418; color: #e6e6e6; padding: .75rem; max-height: 70vh; overflow: auto; font-size: .82rem; white-space: pre-wrap; overflow-wrap: anywhere; }
.actions { display: flex; flex-wrap: wrap; gap: .3rem 1.2rem; }
form.action, form.login { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; margin: .3rem 0; }
.js .token-input { display: none; }
input, button { font: inherit; }
input { padding: .25rem .4rem; border: 1px solid var(--line); border-radius: .3rem; }
button { padding: .3rem .8rem; border-radius: .3rem; border: 1px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer; }
button[type="button"] { background: transparent; color: var(--accent); }
@media (max-width: 40rem) {
  table.cards thead { display: none; }
  table.cards, table.cards tbody, table.cards tr, table.cards td { display: block; width: 100%; }
  table.cards tr { border: 1px solid var(--line); border-radius: .4rem; margin-bottom: .6rem; padding: .3rem .6rem; }
  table.cards td { border: 0; padding: .15rem 0; }
  table.cards td:empty { display: none; }
  table.cards td::before { content: attr(data-label) ": "; color: var(--muted); font-size: .8rem; }
  .token-form { margin-left: 0; }
}
`;
