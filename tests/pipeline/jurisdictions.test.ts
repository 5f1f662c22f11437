/** Jurisdictions abroad by their English names, and each currency's minor units (pipeline/jurisdictions.ts, currencies.ts). */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { jurisdictionName, loadJurisdictionNames } from '../../pipeline/jurisdictions.ts'
import { isCurrencyCode, minorUnits } from '../../pipeline/currencies.ts'

test.before(loadJurisdictionNames)

test('countries are named from their ISO 3166-1 alpha-3 codes', () => {
  assert.equal(['AUS', 'DEU', 'GBR', 'JPN', 'KOR', 'CIV', 'VGB'].map((code) => jurisdictionName(code).name), [
    'Australia', 'Germany', 'United Kingdom', 'Japan', 'South Korea', 'Côte d’Ivoire', 'British Virgin Islands',
  ])
  assert.equal(jurisdictionName('DEU'), { kind: 'country', name: 'Germany', country: 'DEU' })
})

test('Canadian provinces are named with their country: CAN.P-ON is Ontario, Canada', () => {
  assert.equal(jurisdictionName('CAN.P-ON'), { kind: 'subdivision', name: 'Ontario, Canada', country: 'CAN' })
  assert.equal(['CAN.P-BC', 'CAN.P-QC', 'CAN.P-NL', 'CAN.P-YT'].map((code) => jurisdictionName(code).name), [
    'British Columbia, Canada', 'Quebec, Canada', 'Newfoundland and Labrador, Canada', 'Yukon, Canada',
  ])
})

test('a code no list knows keeps its code as its name; Unattributed Revenue stays as it is', () => {
  assert.equal(jurisdictionName('XKX'), { kind: 'country', name: 'XKX', country: 'XKX' })
  assert.equal(jurisdictionName('CAN.P-ZZ'), { kind: 'subdivision', name: 'CAN.P-ZZ', country: 'CAN' })
  assert.equal(jurisdictionName('Unattributed Revenue'), { kind: 'unattributed', name: 'Unattributed Revenue', country: null })
})

test('each currency has its own minor units: none for JPY, ISK and KRW, two for EUR, three for KWD and BHD', () => {
  assert.equal(['JPY', 'ISK', 'KRW', 'EUR', 'CAD', 'KWD', 'BHD'].map(minorUnits), [0, 0, 0, 2, 2, 3, 3])
  // UNKNOWN (unattributed revenue) and codes that are no currency keep the export's two places.
  assert.is(minorUnits('UNKNOWN'), 2)
  assert.is(minorUnits('ABC'), 2)
  assert.ok(isCurrencyCode('EUR'))
  assert.not.ok(isCurrencyCode('ABC'), 'Intl formats ABC, but it is no ISO 4217 currency')
  assert.not.ok(isCurrencyCode('UNKNOWN'))
})

test.run()
