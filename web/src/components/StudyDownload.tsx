/**
 * The links to the whole study: the .xlsx workbook, which the build writes beside the pages
 * (web/workbook.ts), and the client's PDF where one was published beside them (`npm run pdf`, then a
 * build: web/published.ts). The build says which PDF it published (import.meta.env.PUBLISHED_PDF), so
 * the page never links a file the site does not hold.
 */
import { studyFileName } from '../downloads.ts'

type StudyRef = { slug: string; taxYear: number }

/** The client's PDF the build published beside the site, by its file name; null where none was. */
// optional: outside Vite (a unit test rendering the page) there is no import.meta.env
const publishedPdf = (): string | null => import.meta.env?.PUBLISHED_PDF ?? null

export function StudyDownload({ study, pdf = publishedPdf() }: { study: StudyRef; pdf?: string | null }) {
  return (
    <p className="download" style={{ margin: '1rem 0 0' }}>
      <a href={`/${studyFileName(study, 'xlsx')}`} download>
        Download the study (.xlsx)
      </a>
      {pdf !== null && (
        <>
          {' · '}
          <a href={`/${pdf}`} download>
            Download the PDF
          </a>
        </>
      )}
    </p>
  )
}
