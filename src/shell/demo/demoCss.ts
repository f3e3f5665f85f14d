/**
 * Styles of the demo pages (`/demo/*`): a navigation between them, a heading and an explanation, then the
 * showcase, often beside a log. Two columns from 900 px of the page's own width, one below.
 */
export const demoCss = /* css */ `
.pl-demo { container: pl-demo / inline-size; display: flex; flex-direction: column; gap: 16px; min-width: 0; max-width: 1400px; margin: 0 auto; }
.pl-demo__nav ul { display: flex; flex-wrap: wrap; gap: 6px 14px; margin: 0; padding: 0; list-style: none; font-size: .95em; }
.pl-demo__nav a { color: var(--platon-primary); }
.pl-demo__nav a[aria-current="page"] { color: var(--platon-text); font-weight: 600; text-decoration: none; }
.pl-demo h1 { margin: 0; font-size: 1.6em; line-height: 1.2; }
.pl-demo h2 { margin: 0 0 8px; font-size: 1.15em; }
.pl-demo__intro { margin: 0; max-width: 80ch; color: var(--platon-muted); }
.pl-demo__split { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; align-items: start; }
@container pl-demo (min-width: 900px) { .pl-demo__split { grid-template-columns: minmax(0, 3fr) minmax(280px, 2fr); } .pl-demo__split--even { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } }
.pl-demo__box { background: var(--platon-surface); border: 1px solid var(--platon-border); border-radius: var(--platon-radius); padding: 14px; min-width: 0; }
.pl-demo__toolbar { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px 12px; margin-bottom: 12px; }
.pl-demo__toolbar .pl-field { margin: 0; }
.pl-demo__log-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 8px; }
.pl-demo__log-head h2 { margin: 0; }
.pl-demo__log { list-style: none; margin: 0; padding: 0; max-height: 560px; overflow: auto; display: flex; flex-direction: column; gap: 6px; }
.pl-demo__log li { border: 1px solid var(--platon-border); border-radius: var(--platon-radius); padding: 6px 8px; font-size: .9em; }
.pl-demo__log-name { font-weight: 600; }
.pl-demo__log time { float: inline-end; color: var(--platon-muted); font-variant-numeric: tabular-nums; }
.pl-demo__log code { display: block; margin-top: 2px; white-space: pre-wrap; overflow-wrap: anywhere; color: var(--platon-muted); font-size: .9em; }
.pl-demo__empty { color: var(--platon-muted); margin: 0; }
.pl-demo__output { margin: 0; padding: 10px; max-height: 320px; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere; background: var(--platon-bg); border: 1px solid var(--platon-border); border-radius: var(--platon-radius); font-size: .85em; }
.pl-demo__rendered { padding: 10px; border: 1px dashed var(--platon-border); border-radius: var(--platon-radius); min-height: 48px; overflow-wrap: anywhere; }
.pl-demo__rendered > :first-child { margin-top: 0; }
.pl-demo__events { width: 100%; border-collapse: collapse; font-size: .92em; }
.pl-demo__events th, .pl-demo__events td { text-align: start; padding: 5px 8px; border-bottom: 1px solid var(--platon-border); vertical-align: top; }
.pl-demo__events td:nth-child(2) { text-align: end; font-variant-numeric: tabular-nums; }
.pl-demo__events tr[data-fired] td:first-child { font-weight: 600; color: var(--platon-success); }
.pl-demo__checks { margin: 0 0 18px; padding: 0; list-style: none; display: grid; gap: 6px; }
.pl-demo__checks li[data-ok="true"]::before { content: '✓ '; color: var(--platon-success); font-weight: 700; }
.pl-demo__checks li[data-ok="false"]::before { content: '✗ '; color: var(--platon-danger); font-weight: 700; }
.pl-demo__panels { height: 460px; border: 1px solid var(--platon-border); border-radius: var(--platon-radius); background: var(--platon-surface); overflow: hidden; }
.pl-demo__pane { padding: 12px; height: 100%; box-sizing: border-box; }
.pl-demo__pane h2 { font-size: 1em; }
.pl-demo__actions { display: flex; flex-wrap: wrap; gap: 8px; }
.pl-demo__box form + .pl-demo__toolbar, .pl-demo__box .pl-demo__toolbar + .pl-demo__toolbar { margin-top: 12px; }
.pl-demo__stage { margin-top: 12px; }
`;
