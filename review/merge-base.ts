/**
 * Which revision a branch's generated/ is reviewed against in CI: the merge base with the branch it will
 * be merged into, found without assuming any remote exists (CI clones afresh; a clone of main has
 * origin/main and nothing else, a clone from a bundle or a mirror may have no remote at all). Tried in
 * turn: REVIEW_BASE when set, the target of a pull request on GitHub (origin/$GITHUB_BASE_REF), origin's
 * default branch, origin/main, main. Where HEAD is on that branch itself (CI on main), the review is of
 * what the last commit changed: its first parent. A clone without history (shallow, one commit) has
 * nothing to compare with, and says so.
 */
import { gitOutput } from './git.ts'

export type ReviewBase = { rev: string; why: string } | { rev: undefined; why: string }

async function commitOf(rev: string): Promise<string | undefined> {
  return (await gitOutput(['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]))?.trim()
}

export async function reviewBase(env: NodeJS.ProcessEnv = process.env): Promise<ReviewBase> {
  const head = await commitOf('HEAD')
  if (!head) return { rev: undefined, why: 'no commit to review (not a git repository, or no commit yet)' }
  const candidates = [
    env.REVIEW_BASE,
    env.GITHUB_BASE_REF ? `origin/${env.GITHUB_BASE_REF}` : undefined,
    (await gitOutput(['symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD']))?.trim(),
    'origin/main',
    'main',
  ].filter((candidate): candidate is string => Boolean(candidate))
  for (const candidate of new Set(candidates)) {
    if (!(await commitOf(candidate))) continue
    const base = (await gitOutput(['merge-base', 'HEAD', candidate]))?.trim()
    if (base && base !== head) return { rev: base, why: `the merge base of HEAD and ${candidate}` }
    if (base === head) {
      const parent = await commitOf('HEAD^')
      if (parent) return { rev: parent, why: `HEAD's parent (HEAD is on ${candidate})` }
      return { rev: undefined, why: `HEAD is on ${candidate} and has no parent here (a shallow clone?)` }
    }
  }
  const parent = await commitOf('HEAD^')
  if (parent) return { rev: parent, why: `HEAD's parent (no merge base with ${[...new Set(candidates)].join(', ')})` }
  return { rev: undefined, why: 'no merge base and no parent commit here (a shallow clone?)' }
}
