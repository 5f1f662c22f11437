/**
 * One side of a comparison: the files of a compiled study by their path inside the study's folder
 * (forward slashes), read when asked, wherever they live (a folder, or generated/ at a git revision), so
 * that a review holds one entity's files at a time, not two whole studies.
 */

export interface Side {
  /** How the report names the side: "generated", "/tmp/study", "HEAD~1:generated". */
  label: string
  /** How a message names one of its files, so that the reader can open it: "generated/overview.json", "HEAD~1:generated/overview.json". */
  shown(file: string): string
  /** Every file, in path order. */
  files: readonly string[]
  /** The files' bytes, in the order asked. */
  read(files: readonly string[]): Promise<Buffer[]>
  /** Lets go of what reading holds (git's process). */
  close(): void
}

/** A side that cannot be compared; each line says where and why, as the pipeline's problems do. */
export class Unreadable extends Error {
  constructor(readonly lines: readonly string[]) {
    super(lines.join('\n'))
  }
}

/** The system's reason in an error from node:fs ("EACCES: permission denied, open …" → "permission denied"). */
export function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return /^E[A-Z]+: ([^,]+)/.exec(message)?.[1] ?? message
}

/** Paths in the order every listing uses (code units, as git sorts them). */
export const byPath = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)
