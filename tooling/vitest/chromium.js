// Debian's Chromium, the only browser these machines may use (no browser downloads).
// The networking flags keep it from trying to reach the internet.
export const chromiumExecutablePath = "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
