/**
 * The small labels: status, entity and state badges. They are text, not tab stops; what a status means
 * is said in words on the page (the notes, the section headings).
 */
import type { ReactNode } from 'react'
import type { Colour, EntityRef, JurisdictionStatus } from '../../../schemas/generated/types.ts'
import type { BadgeVariant } from '../statuses.ts'

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
  return <Badge variant={variantOf(status)}>{status}</Badge>
}

/** A badge in the entity's entity colour. */
export function ColourBadge({ colour, children }: { colour: Colour; children: ReactNode }) {
  return (
    <span className="badge" data-colour={colour}>
      {children}
    </span>
  )
}

export function EntityCodeBadge({ entity }: { entity: EntityRef }) {
  return <ColourBadge colour={entity.colour}>{entity.code}</ColourBadge>
}

export function StateBadge({ children }: { children: ReactNode }) {
  return (
    <span className="badge" data-variant="outline">
      {children}
    </span>
  )
}

/** A state code with its full name beside it, in smaller type, so neither needs a hover. */
export function StateName({ code, name }: { code: string; name: string }) {
  return (
    <>
      {code} <small className="state-name">{name}</small>
    </>
  )
}
