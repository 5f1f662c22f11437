/** Test helper: npm run import in-process (import/cli.ts's main), its output captured, in a folder of its own. */
import { fs, os, path } from 'zx'
import { main } from '../../import/cli.ts'

export interface Ran {
  code: number
  stdout: string
  stderr: string
  /** The transactions file written, or undefined where none was. */
  written: string | undefined
  out: string
}

const folders: string[] = []

export async function temporaryFolder(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-import-test-'))
  folders.push(dir)
  return dir
}

export async function removeFolders(): Promise<void> {
  for (const dir of folders.splice(0)) await fs.remove(dir)
}

/** Runs the command line `args` with `--out <tmp>/transactions/X.csv` added unless `out` is given. */
export async function runImportCli(args: string[], out?: string): Promise<Ran> {
  const target = out ?? path.join(await temporaryFolder(), 'transactions', 'X.csv')
  const stdout: string[] = []
  const stderr: string[] = []
  const { log, error } = console
  console.log = (...items: unknown[]) => stdout.push(items.join(' '))
  console.error = (...items: unknown[]) => stderr.push(items.join(' '))
  let code: number
  try {
    code = await main([...args, '--out', target])
  } finally {
    console.log = log
    console.error = error
  }
  const written = (await fs.pathExists(target)) ? await fs.readFile(target, 'utf8') : undefined
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n'), written, out: target }
}
