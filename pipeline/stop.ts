/**
 * When a run must stop: on SIGINT, SIGTERM or SIGHUP, and when the process that started it goes away.
 * `npm run pipeline` is npm → node (the script execs node); kill -9 of npm cannot be forwarded, so the
 * worker notices its parent pid changing. The script passes npm's pid in PIPELINE_PARENT_PID, so even an
 * npm killed while node was still starting is noticed; run directly, the parent is the one found at start.
 * No imports: cli.ts loads this before the rest, so the watch starts at once.
 */

/** Stopped on request before the swap; the out folder is as it was. */
export class Interrupted extends Error {
  constructor(readonly why: string, readonly exitCode: number) {
    super(`interrupted (${why})`)
  }
}

/** Starts watching; the signal is aborted with an Interrupted reason. A second request exits at once. */
export function watchForStop(): AbortSignal {
  const parent = Number(process.env.PIPELINE_PARENT_PID) || process.ppid
  const controller = new AbortController()
  const stop = (why: string, exitCode: number) => {
    if (controller.signal.aborted) process.exit(exitCode)
    controller.abort(new Interrupted(why, exitCode))
  }
  for (const [name, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]] as const) {
    process.on(name, () => stop(name, code))
  }
  // An orphan is re-parented (to init or a subreaper); one started orphaned (ppid 1) has nothing to watch.
  if (parent !== 1) {
    const timer = setInterval(() => watch(), 100).unref()
    const watch = () => {
      if (process.ppid === parent) return
      clearInterval(timer)
      stop('the process that started it exited', 1)
    }
    watch()
  }
  return controller.signal
}
