/** Where an entity's statuses come from, linked to the data checks when the export disagrees. */
import { Link } from 'wouter'
import type { StatusSource } from '../../../schemas/generated/types.ts'
import { hasDisagreements, statusSourceText } from '../statusSource.ts'

export function StatusSourceNote({ source, dataChecksPath }: { source: StatusSource; dataChecksPath: string }) {
  const text = statusSourceText(source)
  return (
    <p className="status-source">
      <small>{hasDisagreements(source) ? <Link href={dataChecksPath}>{text}</Link> : text}</small>
    </p>
  )
}
