/**
 * The US states, DC and PR: their codes (from the common schema, the one list) and full names. Reference
 * data both sides read, so it lives beside the schemas: the pipeline names and sorts states with it, the
 * viewer names the tiles of its map (nothing under web/ imports from pipeline/).
 */
import type { UsStateCode } from './generated/types.ts'

export const stateNames: Readonly<Record<UsStateCode, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia',
  HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky',
  LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire',
  NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota',
  OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', PR: 'Puerto Rico', RI: 'Rhode Island',
  SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont',
  VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
}

export function isUsStateCode(code: string): code is UsStateCode {
  return Object.hasOwn(stateNames, code)
}

/** State codes in the order every table uses: alphabetical by code. */
export function byStateCode(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
