/**
 * The out folder's write with the files in hand, as the tests drive it: what a run does once its study
 * compiled (pipeline/out/write.ts's StagedWrite), and what it does before writing anything.
 */
import { resolveOutFolder } from '../../../pipeline/out/folder.ts'
import { StagedWrite, type WriteOptions } from '../../../pipeline/out/write.ts'
import type { Rendered } from '../../../pipeline/serialise.ts'

/** Writes the files as the out folder, atomically. */
export async function writeAtomically(out: string, files: readonly Rendered[], options: WriteOptions = {}): Promise<void> {
  const staged = await StagedWrite.begin(await resolveOutFolder(out), options)
  try {
    for (const file of files) await staged.add(file)
    await staged.commit()
  } catch (error) {
    await staged.abandon()
    throw error
  }
}

/** Takes the lock, recovers what a killed run's journal names, and stops without writing. */
export async function recoverOutFolder(out: string, options: WriteOptions = {}): Promise<void> {
  await (await StagedWrite.begin(await resolveOutFolder(out), options)).abandon()
}
