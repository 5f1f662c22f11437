/**
 * Test helper: a study compiled into a temporary generated/ folder and read back by web/workbook.ts's
 * readGenerated, as npm run workbook reads generated/, so the workbook's tests build from what the
 * pipeline writes and not from a copy of how the workbook reads it.
 */
import { fs, os, path } from 'zx'
import { compileStudy } from '../pipeline/compile.ts'
import { formatProblem } from '../../pipeline/problems.ts'
import { readGenerated, type StudyData } from '../../web/workbook.ts'

export async function generatedData(study: string): Promise<StudyData> {
  const { problems, files } = await compileStudy(study)
  if (problems.length > 0) throw new Error(`${study} does not compile:\n${problems.map(formatProblem).join('\n')}`)
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-workbook-'))
  try {
    for (const { file, text } of files) await fs.outputFile(path.join(dir, file), text)
    return await readGenerated(dir)
  } finally {
    await fs.remove(dir)
  }
}
