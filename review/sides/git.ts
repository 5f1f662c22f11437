/**
 * A compiled study as a git revision holds it (`--base REV`: generated/ at REV), read with git itself and
 * nothing checked out: the folder's tree listed by ls-tree, its files read when asked from one
 * `git cat-file --batch` kept open, so a thousand-entity study costs two processes, not a thousand.
 * The folder is named relative to the working folder (REV:./generated), as `git show` reads it. A
 * symbolic link held in the revision (a blob of mode 120000, whose content is the link's target)
 * refuses the side, as one in a folder does (sides/folder.ts): npm run pipeline writes regular files only.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { OUT_MARKER } from '../../common/paths.ts'
import { gitOutput as git } from '../git.ts'
import { byPath, Unreadable, type Side } from './side.ts'

/** The mode git gives a symbolic link. */
const SYMBOLIC_LINK = '120000'

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
  const objects = new Map<string, string>()
  const links: string[] = []
  for (const line of listing.split('\0')) {
    const match = /^(\d+) blob ([0-9a-f]+)\t(.*)$/s.exec(line)
    if (match?.[1] === SYMBOLIC_LINK) links.push(match[3]!)
    else if (match) objects.set(match[3]!, match[2]!)
  }
  if (links.length > 0) {
    throw new Unreadable(links.sort(byPath).map((file) => `${label}/${file}: is a symbolic link, not a file; expected a revision whose ${folder}/ holds a compiled study, which is regular files only`))
  }
  let blobs: Blobs | undefined
  return {
    label,
    shown: (file) => `${label}/${file}`,
    // the out folder's marker lists the other files' hashes: it changes when they do, and says nothing of its own
    files: [...objects.keys()].filter((file) => file !== OUT_MARKER).sort(byPath),
    read: (files) => {
      blobs ??= new Blobs()
      return Promise.all(files.map((file) => blobs!.read(objects.get(file)!)))
    },
    close: () => blobs?.close(),
  }
}

/**
 * One `git cat-file --batch`: each object asked is written to it, and its answer ("<object> blob
 * <size>\n<content>\n") read back in turn. Chunks are kept as they come and joined once an answer is
 * whole, so a large file read in thousands of chunks is copied once.
 */
class Blobs {
  private readonly child: ChildProcessWithoutNullStreams
  private readonly waiting: { object: string; resolve: (content: Buffer) => void; reject: (error: Error) => void }[] = []
  private chunks: Buffer[] = []
  private length = 0
  /** Where the content of the answer at the head lies, once its header has come. */
  private expected: { start: number; size: number } | undefined
  private errors = ''

  constructor() {
    this.child = spawn('git', ['cat-file', '--batch'])
    this.child.stdout.on('data', (chunk: Buffer) => {
      this.chunks.push(chunk)
      this.length += chunk.length
      this.answer()
    })
    this.child.stderr.on('data', (chunk: Buffer) => { this.errors += chunk })
    this.child.on('close', (code) => this.failAll(`git cat-file exited with code ${code}${this.errors ? `: ${this.errors.trim()}` : ''}`))
    this.child.on('error', (error) => this.failAll(`git cat-file: ${error.message}`))
    this.child.stdin.on('error', () => { /* said by close, in git's own words */ })
  }

  read(object: string): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ object, resolve, reject })
      this.child.stdin.write(`${object}\n`)
    })
  }

  close(): void {
    this.child.stdin.end()
  }

  /** Resolves every answer now whole; the content is joined once, when all of it has come. */
  private answer(): void {
    while (this.waiting.length > 0 && this.length > 0) {
      if (!this.expected) {
        let newline = this.chunks[0]!.indexOf(10)
        if (newline === -1 && this.chunks.length > 1) {
          this.chunks = [Buffer.concat(this.chunks, this.length)]
          newline = this.chunks[0]!.indexOf(10)
        }
        if (newline === -1) return
        const header = this.chunks[0]!.toString('latin1', 0, newline)
        const size = Number(/^[0-9a-f]+ blob (\d+)$/.exec(header)?.[1] ?? NaN)
        if (!Number.isInteger(size)) return this.failAll(`git cat-file: cannot read object ${this.waiting[0]!.object} (${header})`)
        this.expected = { start: newline + 1, size }
      }
      const { start, size } = this.expected
      const end = start + size + 1
      if (this.length < end) return
      const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.length)
      this.waiting.shift()!.resolve(all.subarray(start, start + size))
      this.chunks = this.length > end ? [all.subarray(end)] : []
      this.length -= end
      this.expected = undefined
    }
  }

  private failAll(why: string): void {
    for (const { reject } of this.waiting.splice(0)) reject(new Unreadable([why]))
  }
}
