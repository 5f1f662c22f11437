/** The rates' table: each state's rate, the entities with nexus there and their liability. */
import type { Rates, StateRate } from '../../schemas/generated/types.ts'
import type { Table } from '../columns.ts'
import { WHOLE_YEAR } from '../sinceNexus.ts'

export const ratesTable: Table<Rates, StateRate> = {
  id: 'rates',
  caption: 'Rates by State',
  columns: [
    { key: 'state', header: 'State', kind: 'state', value: (row) => row.state, width: 8 },
    { key: 'stateName', header: 'State Name', kind: 'text', value: (row) => row.stateName, width: 22 },
    { key: 'rate', header: 'Tax Rate', kind: 'rate', value: (row) => row.ratePercent, width: 10 },
    { key: 'nexus', header: 'Entities with Nexus', kind: 'count', value: (row) => row.entitiesWithNexus },
    { key: 'liability', header: 'Estimated Tax Liability', kind: 'money', value: (row) => row.liabilityCents, width: 17 },
  ],
  rows: (rates) => rates.states,
  total: (rates) => ({ liability: rates.states.reduce((sum, row) => sum + row.liabilityCents, 0) }),
  sheet: { name: () => 'Tax rates', title: (rates) => `Tax rates the study used (${rates.ratesFile}), with the entities that have nexus in each state (Estimated Tax Liability: ${WHOLE_YEAR})` },
}
