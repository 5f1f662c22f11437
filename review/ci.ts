/**
 * npm run diff:ci — what .ci/run prints after checking generated/: the review of generated/ against the
 * base of this change (merge-base.ts), when generated/ changed. It never fails: the review informs the
 * reader of the log and judges nothing (the check and the tests do), so whatever happens, a missing base
 * or an unreadable side included, is said in the log, and it exits 0.
 */
import { git } from './git.ts'
import { reviewBase } from './merge-base.ts'
import { readFolder } from './sides/folder.ts'
import { readGitFolder } from './sides/git.ts'
import { review } from './report.ts'

const FOLDER = 'generated'

try {
  const base = await reviewBase()
  if (base.rev === undefined) {
    console.log(`Review of ${FOLDER}/: skipped, ${base.why}.`)
  } else {
    const changed = await git(['diff', '--quiet', base.rev, '--', `${FOLDER}/`])
    if (changed.code === 0) console.log(`Review of ${FOLDER}/: unchanged since ${base.rev.slice(0, 12)}, ${base.why}.`)
    else {
      console.log(`Review of ${FOLDER}/ against ${base.rev.slice(0, 12)}, ${base.why}:\n`)
      process.stdout.write(await review(await readGitFolder(base.rev, FOLDER), readFolder(FOLDER)))
    }
  }
} catch (error) {
  const lines = (error as { lines?: readonly string[] }).lines ?? [String((error as Error).stack ?? error)]
  console.log(`Review of ${FOLDER}/ could not be made (CI goes on):\n${lines.join('\n')}`)
}
