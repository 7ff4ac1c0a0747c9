// React DOM's browser API, through a module of our own that vite.config.ts puts in the react-dom
// chunk. React DOM is CommonJS, and the bundler sets up a CommonJS module where it is first
// imported. Imported from the app's entry, that set-up (about 4 ms on a fast machine) would run
// as part of the app's own start, one of the longest tasks of a page's load; from here it runs when the
// react-dom chunk itself is run, a task of its own (see cli/build/deferred-start.ts).
export { createRoot, hydrateRoot } from "react-dom/client";
