// The flags Debian's Chromium needs on this kind of machine (../shared/docs/toolchain.md): as root
// it needs --no-sandbox, and without the background-networking flags it keeps trying to reach
// Google's hosts through a closed network. Shared by the browser tests and `npm run bench`.
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
