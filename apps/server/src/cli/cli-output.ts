/** Where the command line writes; tests pass their own. */
export interface CliIo {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  stdout: { write: (text: string) => unknown };
  stderr: { write: (text: string) => unknown };
}

/** A failure the person running the command can fix: printed as it is, exit code 1. */
export class CliError extends Error {}
