/** Where an entity's statuses come from, linked to the data checks when the export disagrees. */
import { Link } from 'wouter'
import type { StatusSource } from '../../../schemas/generated/types.ts'
import { hasDisagreements, statusSourceText } from '../statusSource.ts'
import { pathOf } from '../../../report/routes.ts'

export function StatusSourceNote({ source }: { source: StatusSource }) {
  const text = statusSourceText(source)
  return (
    <p className="status-source">
      <small>{hasDisagreements(source) ? <Link href={pathOf('dataChecks')}>{text}</Link> : text}</small>
    </p>
  )
}
