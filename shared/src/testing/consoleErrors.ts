let allowedInThisTest = false;

/** For a test that breaks something on purpose: its console errors are expected, not a failure. */
export function allowConsoleErrors() {
  allowedInThisTest = true;
}

/** Read and reset by the test setup after each test. */
export function takeConsoleErrorsAllowed(): boolean {
  const allowed = allowedInThisTest;
  allowedInThisTest = false;
  return allowed;
}
