/**
 * The names of the study's downloadable files (the .xlsx workbook the build writes into web/dist, the PDF
 * `npm run pdf` prints), shared by the scripts that write them and the pages that link to them.
 * The product's slug is the one in its recommendations route (`/{slug}-recommendations`).
 */
type StudyRef = { recommendationsPath: string; taxYear: number }

export function studySlug(study: StudyRef): string {
  return study.recommendationsPath.replace(/^\//, '').replace(/-recommendations$/, '')
}

export function studyFileName(study: StudyRef, extension: 'xlsx' | 'pdf'): string {
  return `${studySlug(study)}-${study.taxYear}-nexus-study.${extension}`
}
