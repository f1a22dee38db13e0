/**
 * Runs a command's `main` when its file is the program (`require.main === module`, not when a test
 * imports it): its exit code, or 1 with the error's message alone. The commands' errors are written
 * for the person at the terminal (a content file's mistake names the file and field), so no stack.
 */
export function runAsCommand(commandModule: NodeModule, main: () => Promise<number>): void {
  if (require.main !== commandModule) return;
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
