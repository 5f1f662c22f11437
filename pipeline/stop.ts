/**
 * When a run must stop: on SIGINT, SIGTERM or SIGHUP, and when the process that started it goes away.
 * `npm run pipeline` is npm → (sh →) node; kill -9 of npm cannot be forwarded, so the worker notices by
 * its parent pid changing. Imported first by cli.ts, so the parent is recorded before anything else runs.
 */
import { Interrupted } from './write.ts'

const parent = process.ppid
const controller = new AbortController()

/** Aborted with an Interrupted reason; the run stops before the swap and cleans up. */
export const stopSignal: AbortSignal = controller.signal

const stop = (why: string, exitCode: number) => {
  if (controller.signal.aborted) process.exit(exitCode) // a second request: stop at once
  controller.abort(new Interrupted(why, exitCode))
}

for (const [name, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]] as const) {
  process.on(name, () => stop(name, code))
}

// An orphan is re-parented (to init or a subreaper); one started orphaned (ppid 1) has nothing to watch.
if (parent !== 1) {
  setInterval(() => {
    if (process.ppid !== parent) stop('the process that started it exited', 1)
  }, 100).unref()
}
