/**
 * A command that serves (`npm start`, `npm run serve`) ends when the process that started it goes
 * away, so no server is left holding the port and the study. The scripts exec node, so npm → node:
 * SIGTERM or Ctrl-C to npm reaches node, whose default is to exit; kill -9 of npm cannot be forwarded,
 * so node notices its parent pid changing. The script passes npm's pid in NEXUS_PARENT_PID, so even an
 * npm killed while node was still starting is noticed; run directly, the parent is the one found at
 * start. (pipeline/stop.ts does the same for the pipeline; web/ imports nothing from pipeline/.)
 */

/** Starts watching: the process exits (code 1) once its parent is no longer the one that started it. */
export function exitWithParent(): void {
  const given = Number(process.env.NEXUS_PARENT_PID)
  // Not for the processes this one starts (the pipeline, Vite's esbuild): their parent is this one.
  delete process.env.NEXUS_PARENT_PID
  const parent = Number.isSafeInteger(given) && given > 0 ? given : process.ppid
  // An orphan is re-parented (to init or a subreaper); one started orphaned (ppid 1) has nothing to watch.
  if (parent === 1) return
  const watch = () => {
    if (process.ppid !== parent) process.exit(1)
  }
  watch()
  setInterval(watch, 100).unref()
}
