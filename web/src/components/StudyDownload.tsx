/** The link to the whole study as one .xlsx workbook, which the build writes beside the pages (web/workbook.ts). */
import { studyFileName } from '../downloads.ts'

type StudyRef = { slug: string; taxYear: number }

export function StudyDownload({ study }: { study: StudyRef }) {
  return (
    <p className="download" style={{ margin: '1rem 0 0' }}>
      <a href={`/${studyFileName(study, 'xlsx')}`} download>
        Download the study (.xlsx)
      </a>
    </p>
  )
}
