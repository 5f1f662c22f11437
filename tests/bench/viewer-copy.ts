/**
 * A temporary copy of the viewer's sources beside another generated/ folder, sharing the repository's
 * node_modules: `npm run build` in it builds that study's site without touching the repository's
 * generated/ or web/dist (the viewer imports ../../generated).
 */
import { fs, path } from 'zx'

export const repo = path.resolve(import.meta.dirname, '../..')

export async function viewerCopy(generated: string, into: string): Promise<void> {
  await fs.copy(path.join(repo, 'web'), path.join(into, 'web'), {
    filter: (source: string) => !/[/\\]web[/\\](dist|dist-ssr|dist-pdf)([/\\]|$)/.test(source),
  })
  for (const file of ['package.json', 'tsconfig.json']) await fs.copy(path.join(repo, file), path.join(into, file))
  for (const folder of ['schemas', 'pipeline']) await fs.copy(path.join(repo, folder), path.join(into, folder))
  await fs.symlink(path.join(repo, 'node_modules'), path.join(into, 'node_modules'))
  await fs.copy(generated, path.join(into, 'generated'))
}
