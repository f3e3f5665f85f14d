/** Styles of the shell's page area (dynamic pages, their loading and error views); part of the shared sheet every element adopts (ElementFrame): the error view is every element's. */
export const pageCss = /* css */ `
.pl-page { display: block; }
.pl-page__component { display: block; }
.pl-error-view { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 48px 24px; text-align: center; }
.pl-error-view__code { margin: 0; font-size: 4em; font-weight: 700; line-height: 1; color: var(--platon-muted); }
.pl-error-view__message { margin: 0; font-size: 1.2em; }
.pl-error-view--server .pl-error-view__code { color: var(--platon-danger); }
.pl-support { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; }
.pl-support__heading { font-weight: 600; }
.pl-support__icon { width: 1em; height: 1em; margin-inline-end: 6px; vertical-align: -0.125em; fill: currentColor; }
.pl-support__link { color: inherit; text-decoration: underline; text-underline-offset: 2px; overflow-wrap: anywhere; }
.pl-support__link:focus-visible { outline: none; box-shadow: var(--platon-focus); border-radius: 2px; }
.pl-error-view__request { margin: 0; font-size: 0.85em; color: var(--platon-muted); overflow-wrap: anywhere; user-select: all; }
.pl-error-view__support { justify-content: center; margin-top: 8px; padding-top: 12px; border-top: 1px solid var(--platon-border); color: var(--platon-muted); }
`;
