/**
 * A compiled study as a git revision holds it (`--base REV`: generated/ at REV), read with git itself and
 * nothing checked out: the folder's tree is listed with ls-tree and every blob read by one
 * `git cat-file --batch`, so a thousand-entity study costs two processes, not a thousand.
 * The folder is named relative to the working folder (REV:./generated), as `git show` reads it.
 */
import { spawn } from 'node:child_process'
import { gitOutput as git } from '../git.ts'
import { sorted } from './folder.ts'
import { Unreadable, type Side } from './side.ts'

export async function readGitFolder(rev: string, folder = 'generated'): Promise<Side> {
  const label = `${rev}:${folder}`
  function fail(why: string): never {
    throw new Unreadable([`--base ${rev}: ${why}`])
  }
  const listing = await git(['ls-tree', '-r', '-z', '--end-of-options', `${rev}:./${folder}`])
  if (listing === undefined) {
    if (await git(['rev-parse', '--git-dir']) === undefined) fail(`${process.cwd()} is not in a git repository`)
    if (await git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]) === undefined) fail('no such revision in this repository')
    fail(`the revision has no ${folder}/ folder; expected a revision whose ${folder}/ holds a compiled study`)
  }
  // "<mode> <type> <object>\t<path>", NUL-terminated; a submodule ("commit") is no file of a study.
  const blobs: { file: string; object: string }[] = []
  for (const line of listing.split('\0')) {
    const match = /^\d+ blob ([0-9a-f]+)\t(.*)$/s.exec(line)
    if (match) blobs.push({ object: match[1]!, file: match[2]! })
  }
  const contents = await catFiles(blobs.map((blob) => blob.object))
  const files = new Map(blobs.map((blob, index) => [blob.file, contents[index]!]))
  return { label, shown: (file) => `${label}/${file}`, files: sorted(files) }
}

/** Each object's content, in the order asked, from one `git cat-file --batch`. */
function catFiles(objects: readonly string[]): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['cat-file', '--batch'], { stdio: ['pipe', 'pipe', 'pipe'] })
    const chunks: Buffer[] = []
    let errors = ''
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => { errors += chunk })
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) return reject(new Unreadable([`git cat-file: ${errors.trim() || `exited with code ${code}`}`]))
      const output = Buffer.concat(chunks)
      const contents: Buffer[] = []
      let at = 0
      for (const object of objects) {
        // "<object> blob <size>\n<content>\n"
        const newline = output.indexOf(10, at)
        const header = output.toString('latin1', at, newline)
        const size = Number(/^[0-9a-f]+ blob (\d+)$/.exec(header)?.[1] ?? NaN)
        if (!Number.isInteger(size)) return reject(new Unreadable([`git cat-file: cannot read object ${object} (${header})`]))
        contents.push(output.subarray(newline + 1, newline + 1 + size))
        at = newline + 1 + size + 1
      }
      resolve(contents)
    })
    child.stdin.on('error', () => { /* reported by close, with git's own words */ })
    child.stdin.end(objects.map((object) => `${object}\n`).join(''))
  })
}
