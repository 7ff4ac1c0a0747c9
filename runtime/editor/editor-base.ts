// Where the editor's server serves the editor: `pages edit` at the root of its own address ("/"),
// the admin of `pages serve` at "/admin/edit/". The page is always at that folder's address, so it
// is read from the page's own; the API, the picker's pictures and the typefaces are below it.
export const editorBase: string = typeof window === "undefined" ? "/" : new URL(".", window.location.href).pathname;
