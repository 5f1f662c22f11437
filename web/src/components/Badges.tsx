/** The small labels: status badges (with their meaning on hover and focus), brand and state badges. */
import type { ReactNode } from 'react'
import type { Colour, EntityRef, JurisdictionStatus } from '../../../schemas/types.ts'
import { statusMeaning, type BadgeVariant } from '../statuses.ts'
import { Tooltip } from './Tooltip.tsx'

export function Badge({ variant, children }: { variant: BadgeVariant; children: ReactNode }) {
  return (
    <span className="badge" data-variant={variant}>
      {children}
    </span>
  )
}

export function StatusBadge({
  status,
  variantOf,
}: {
  status: JurisdictionStatus
  variantOf: (status: JurisdictionStatus) => BadgeVariant
}) {
  return (
    <Tooltip label={statusMeaning[status]}>
      <Badge variant={variantOf(status)}>{status}</Badge>
    </Tooltip>
  )
}

/** A badge in the entity's brand colour. */
export function BrandBadge({ colour, children }: { colour: Colour; children: ReactNode }) {
  return (
    <span className="badge" data-colour={colour}>
      {children}
    </span>
  )
}

export function EntityCodeBadge({ entity }: { entity: EntityRef }) {
  return <BrandBadge colour={entity.colour}>{entity.code}</BrandBadge>
}

export function StateBadge({ children }: { children: ReactNode }) {
  return (
    <span className="badge" data-variant="outline">
      {children}
    </span>
  )
}
