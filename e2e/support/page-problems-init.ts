/**
 * Page-side init script for engines whose driver has no console events: it keeps console
 * errors, uncaught errors, unhandled rejections and Content-Security-Policy violations in
 * `window.__pageProblems`. Serialised into the page: it must not reference anything outside
 * its own body.
 */
export function pageProblemsInit(): void {
  const problems: string[] = [];
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    problems.push(`console error: ${args.map((a) => String(a)).join(' ')}`);
    consoleError(...args);
  };
  window.addEventListener('error', (event) => {
    problems.push(`page error: ${event.message}`);
  });
  window.addEventListener('unhandledrejection', (event) => {
    problems.push(`unhandled rejection: ${String(event.reason)}`);
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    problems.push(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
  });
  Object.defineProperty(window, '__pageProblems', { value: problems });
}
