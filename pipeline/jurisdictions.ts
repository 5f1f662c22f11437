/**
 * Jurisdictions outside the US as the tax engine's export names them, in English: a country by its
 * ISO 3166-1 alpha-3 code (DEU → Germany), a Canadian province as CAN.P- and its ISO 3166-2 code
 * (CAN.P-ON → Ontario, Canada), and the engine's Unattributed Revenue row. Country names are CLDR's
 * (Intl.DisplayNames, which takes alpha-2 codes), subdivision names ISO 3166-2's (the iso-3166
 * package, which also maps alpha-3 to alpha-2): neither list is typed here. They load on first need
 * (loadJurisdictionNames, from the first export with activity abroad), a cost a study without
 * activity abroad never pays.
 */

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

interface Lists {
  alpha3ToAlpha2: Readonly<Record<string, string>>
  /** ISO 3166-2 names by code (CA-ON → Ontario): about 5,000 subdivisions. */
  subdivisions: ReadonlyMap<string, string>
  regions: Intl.DisplayNames
}
let lists: Lists | undefined

/** Loads the lists jurisdictionName reads; once a run. */
export async function loadJurisdictionNames(): Promise<void> {
  if (lists) return
  const [{ iso31661Alpha3ToAlpha2 }, { iso31662 }] = await Promise.all([import('iso-3166/1-a3-to-1-a2.js'), import('iso-3166/2.js')])
  lists = {
    alpha3ToAlpha2: iso31661Alpha3ToAlpha2,
    subdivisions: new Map(iso31662.map((entry) => [entry.code, entry.name])),
    regions: new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }),
  }
}

function loaded(): Lists {
  if (!lists) throw new Error('jurisdiction names are not loaded: await loadJurisdictionNames() first')
  return lists
}

function countryName(alpha3: string): string | undefined {
  const { alpha3ToAlpha2, regions } = loaded()
  const alpha2 = alpha3ToAlpha2[alpha3]
  return alpha2 === undefined ? undefined : regions.of(alpha2)
}

/** The English name of a non-US jurisdiction of the export, with what kind it is (after loadJurisdictionNames). */
export function jurisdictionName(jurisdiction: string): JurisdictionName {
  if (jurisdiction === UNATTRIBUTED) return { kind: 'unattributed', name: UNATTRIBUTED, country: null }
  if (COUNTRY.test(jurisdiction)) return { kind: 'country', name: countryName(jurisdiction) ?? jurisdiction, country: jurisdiction }
  const parts = SUBDIVISION.exec(jurisdiction)
  if (parts) {
    const [, country, subdivision] = parts as unknown as [string, string, string]
    const { alpha3ToAlpha2, subdivisions } = loaded()
    const alpha2 = alpha3ToAlpha2[country]
    const name = alpha2 === undefined ? undefined : subdivisions.get(`${alpha2}-${subdivision}`)
    const inCountry = countryName(country) ?? country
    return { kind: 'subdivision', name: name === undefined ? jurisdiction : `${name}, ${inCountry}`, country }
  }
  // The export's schema allows no other form; a US row is not asked for.
  return { kind: 'country', name: jurisdiction, country: null }
}
