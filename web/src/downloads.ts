/**
 * The names of the study's downloadable files (the .xlsx workbook the build writes into web/dist, the PDF
 * `npm run pdf` prints), shared by the scripts that write them and the pages that link to them.
 */
type StudyRef = { slug: string; taxYear: number }

export function studyFileName(study: StudyRef, extension: 'xlsx' | 'pdf'): string {
  return `${study.slug}-${study.taxYear}-nexus-study.${extension}`
}
