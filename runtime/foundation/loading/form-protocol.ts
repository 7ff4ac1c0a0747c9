// How a form block and the page around it agree on a send made before the form's code has run.
// The page's start script (cli/build/deferred-start.ts), the dev entry and the form block all use
// these names and this one listener.

export const formProtocol = {
  /** On every form block's form: a send is held until the form is ready. */
  form: "data-pages-form",
  /** Set by the form block once its code runs: from then on it sends by itself. */
  ready: "data-ready",
  /** Set while a send is held; the form block sends it as soon as it is ready. */
  waiting: "data-submit-waiting",
} as const;

export type FormProtocol = typeof formProtocol;

/**
 * A form sent before its block is hydrated would be sent by the browser itself, to this page's
 * address with the visitor's details in it. Until the form says it is ready, the send is held
 * here; the form sends it once it is hydrated. Self-contained (the names come as an argument), so
 * the build can write this very function into each page's start script: a built page holds sends
 * from its first paint, the dev server from its entry.
 */
export function holdEarlySubmits(root: Document, names: FormProtocol): void {
  root.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute(names.form) || form.hasAttribute(names.ready)) return;
      event.preventDefault();
      form.setAttribute(names.waiting, "");
    },
    true,
  );
}
