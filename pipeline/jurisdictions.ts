/**
 * Jurisdictions outside the US as the tax engine's export names them, in English: a country by its
 * ISO 3166-1 alpha-3 code (DEU → Germany), a Canadian province as CAN.P- and its ISO 3166-2 code
 * (CAN.P-ON → Ontario, Canada), and the engine's Unattributed Revenue row. Country names are CLDR's
 * (Intl.DisplayNames, which takes alpha-2 codes), subdivision names ISO 3166-2's (the iso-3166
 * package, which also maps alpha-3 to alpha-2): neither list is typed here.
 */
import { iso31661Alpha3ToAlpha2 } from 'iso-3166/1-a3-to-1-a2.js'
import { iso31662 } from 'iso-3166/2.js'

export const UNATTRIBUTED = 'Unattributed Revenue'

export type JurisdictionKind = 'country' | 'subdivision' | 'unattributed'

export interface JurisdictionName {
  kind: JurisdictionKind
  /** The English name; the code itself for a code neither list knows. */
  name: string
  /** The country's alpha-3 code: the row's own for a country, its country's for a subdivision; null for unattributed revenue. */
  country: string | null
}

const COUNTRY = /^[A-Z]{3}$/
const SUBDIVISION = /^([A-Z]{3})\.P-([A-Z0-9]{1,3})$/

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
let subdivisionNames: Map<string, string> | undefined

function countryName(alpha3: string): string | undefined {
  const alpha2 = iso31661Alpha3ToAlpha2[alpha3]
  return alpha2 === undefined ? undefined : regionNames.of(alpha2)
}

/** ISO 3166-2 names by code (CA-ON → Ontario), built on first use: about 5,000 subdivisions. */
function subdivisionName(code: string): string | undefined {
  subdivisionNames ??= new Map(iso31662.map((entry) => [entry.code, entry.name]))
  return subdivisionNames.get(code)
}

/** The English name of a non-US jurisdiction of the export, with what kind it is. */
export function jurisdictionName(jurisdiction: string): JurisdictionName {
  if (jurisdiction === UNATTRIBUTED) return { kind: 'unattributed', name: UNATTRIBUTED, country: null }
  if (COUNTRY.test(jurisdiction)) return { kind: 'country', name: countryName(jurisdiction) ?? jurisdiction, country: jurisdiction }
  const parts = SUBDIVISION.exec(jurisdiction)
  if (parts) {
    const [, country, subdivision] = parts as unknown as [string, string, string]
    const alpha2 = iso31661Alpha3ToAlpha2[country]
    const name = alpha2 === undefined ? undefined : subdivisionName(`${alpha2}-${subdivision}`)
    const inCountry = countryName(country) ?? country
    return { kind: 'subdivision', name: name === undefined ? jurisdiction : `${name}, ${inCountry}`, country }
  }
  // The export's schema allows no other form; a US row is not asked for.
  return { kind: 'country', name: jurisdiction, country: null }
}
