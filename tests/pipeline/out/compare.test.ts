/**
 * --check's comparison (pipeline/out/compare.ts): each file made is compared byte for byte with the out
 * folder's, and every difference named: changed, missing (or not a regular file), or a file the run did
 * not make.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fs, path, os } from 'zx'
import { execFileSync } from 'node:child_process'
import { compileStudy } from '../compile.ts'
import { writeAtomically } from './write-atomically.ts'
import { serialisedPieces } from '../../../pipeline/serialise.ts'
import { Comparison } from '../../../pipeline/out/compare.ts'
import { resolveOutFolder } from '../../../pipeline/out/folder.ts'
import { MARKER } from '../../../pipeline/out/marker.ts'

const OLD = (await compileStudy('raw')).files

async function outWithOld(): Promise<string> {
  const out = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-compare-')), 'generated')
  await writeAtomically(out, OLD)
  return out
}

test('a folder just written matches, file by file, the files it was written from', async () => {
  const out = await outWithOld()
  const comparison = new Comparison(await resolveOutFolder(out))
  for (const file of OLD) await comparison.add(file)
  assert.equal(await comparison.differences(), [])
  await fs.remove(path.dirname(out))
})

test('--check\'s comparison is byte for byte, file by file, and names missing, changed and unexpected files', async () => {
  const out = await outWithOld()
  await fs.writeFile(path.join(out, 'overview.json'), (await fs.readFile(path.join(out, 'overview.json'), 'utf8')).replace(/\n$/, ''))
  await fs.appendFile(path.join(out, 'findings.json'), ' ')
  await fs.remove(path.join(out, 'entities/A.json'))
  // A folder where a file should be cannot be read as that file.
  await fs.remove(path.join(out, 'entities/C.json'))
  await fs.mkdirp(path.join(out, 'entities/C.json'))
  await fs.writeFile(path.join(out, 'stale.json'), '{}\n')
  // Neither a link nor a FIFO is read: one is not followed, the other not waited on.
  await fs.remove(path.join(out, 'entities/D.json'))
  await fs.symlink('E.json', path.join(out, 'entities/D.json'))
  await fs.remove(path.join(out, 'recommendations.json'))
  execFileSync('mkfifo', [path.join(out, 'recommendations.json')])
  const comparison = new Comparison(await resolveOutFolder(out))
  for (const file of OLD) {
    if (file.file === 'findings.json') await comparison.add({ file: file.file, pieces: serialisedPieces(JSON.parse(file.text)) })
    else await comparison.add(file)
  }
  assert.equal(await comparison.differences(), [
    { file: 'overview.json', kind: 'changed' },
    { file: 'entities/A.json', kind: 'missing' },
    { file: 'entities/C.json', kind: 'missing' },
    { file: 'entities/D.json', kind: 'missing' },
    { file: 'recommendations.json', kind: 'missing' },
    { file: 'findings.json', kind: 'changed' },
    { file: 'stale.json', kind: 'unexpected' },
  ])
  await fs.remove(path.dirname(out))
})

test('the marker is compared as a run would write it, recording the files made', async () => {
  const out = await outWithOld()
  const marker = path.join(out, MARKER)
  await fs.writeFile(marker, (await fs.readFile(marker, 'utf8')).replace(/^entities\/D\.json .*\n/m, ''))
  const comparison = new Comparison(await resolveOutFolder(out))
  for (const file of OLD) await comparison.add(file)
  assert.equal(await comparison.differences(), [{ file: MARKER, kind: 'changed' }])
  await fs.remove(path.dirname(out))
})

test('a file that differs in its first batch is still recorded whole: the marker records its every byte, so only the file differs', async () => {
  // Three batches of pieces (serialise.ts batches about 1 MB): the comparison stops comparing at the
  // first, and must still take the rest to record the file for the marker.
  const pieces = () => Array.from({ length: 3 * 1024 }, (_, index) => `${String(index).padStart(1023, ' ')}\n`)
  const out = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-compare-')), 'generated')
  await writeAtomically(out, [{ file: 'big.json', text: pieces().join('') }])
  const big = path.join(out, 'big.json')
  const handle = await fs.open(big, 'r+')
  await fs.write(handle, 'X', 0)
  await fs.close(handle)
  const comparison = new Comparison(await resolveOutFolder(out))
  await comparison.add({ file: 'big.json', pieces: pieces() })
  assert.equal(await comparison.differences(), [{ file: 'big.json', kind: 'changed' }])
  await fs.remove(path.dirname(out))
})

test.run()
