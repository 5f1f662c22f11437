/**
 * A state's entities with nexus on the consolidated page: 'N brands' and the entities' codes beside it,
 * visible without a hover. A long list (a study of many entities) shows its first few codes and keeps
 * the rest behind a disclosure, so the cell stays narrow; print opens it.
 */
import type { ConsolidatedStateRow } from '../../../schemas/generated/types.ts'
import { nexusEntityCount, count } from '../format.ts'
import { Badge } from './Badges.tsx'

/** Codes written out beside the count; a longer list shows this many, the rest behind the disclosure. */
export const CODES_SHOWN = 6

export function NexusEntities({ row }: { row: ConsolidatedStateRow }) {
  const codes = row.nexusEntities
  return (
    <>
      <Badge variant={row.hasNexus ? 'destructive' : 'secondary'}>{nexusEntityCount(row.entitiesWithNexus)}</Badge>
      {codes.length > 0 && codes.length <= CODES_SHOWN && <small className="entity-codes"> {codes.join(', ')}</small>}
      {codes.length > CODES_SHOWN && (
        <details className="entity-codes-all">
          <summary>
            <small>
              {codes.slice(0, CODES_SHOWN).join(', ')} and {count(codes.length - CODES_SHOWN)} more
            </small>
          </summary>
          <small>{codes.join(', ')}</small>
        </details>
      )}
    </>
  )
}

