/**
 * The markers older versions wrote, as generated/ holds them in older commits (pipeline/out/marker.ts
 * reads them still): the oldest lists no files and stands for those its versions wrote; the next lists
 * the files by name, without sizes or hashes. Kept here as those versions wrote them, for the tests and
 * the fuzzer to put back.
 */
const SIGNATURE = 'This folder is written by `npm run pipeline` (nexus-study) and replaced whole on every run.'

/** The marker of every commit before markers listed files. */
export const MARKER_BEFORE_LISTS = `${SIGNATURE}
Keep nothing else in it: the pipeline replaces a folder that is not empty only when this file is in it.
`

/** The marker of the commits whose marker listed files by name. */
export const listedMarker = (files: readonly string[]) => `${SIGNATURE}
Below, every file it wrote here: it refuses to replace the folder while it holds anything else.

${[...files].sort().map((file) => `${file}\n`).join('')}`
