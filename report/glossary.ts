/**
 * The glossary: the words of the reports a reader may not know, each in plain English. The home page
 * prints it (its own section, linked from every page's footer), the PDF prints it at its end (both
 * editions), and a table's column whose header or values use a term links to its entry (a column's
 * `glossary`, report/columns.ts). Each entry says what the term means in general and how this study
 * uses it; the forms of a rule (Collection Starts, Nexus Lasts) are explained by their shape ("Days
 * After N"), never by one study's values. Pure data: the home page's JS carries it.
 */

export type GlossaryId =
  | 'liability'
  | 'sinceNexus'
  | 'salesAfterNexus'
  | 'collectionStarts'
  | 'stickyNexus'
  | 'exposure'
  | 'voluntaryDisclosure'
  | 'lookBack'
  | 'actions'

export type GlossaryEntry = {
  id: GlossaryId
  /** The term as the reports write it. */
  term: string
  /** Other ways the reports write it (a column's header, an abbreviation). */
  also?: readonly string[]
  /** What it means, in a sentence or three. */
  text: string
  /** The forms a rule's value takes, each with what it means, where the term is a rule's column. */
  forms?: readonly { form: string; meaning: string }[]
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    id: 'liability',
    term: 'Estimated Tax Liability',
    also: ['Tax Liability'],
    text:
      "The tax year's whole sales into a state where the threshold was crossed, times the state's rate, as if the tax had been collected from 1 January. It overstates what was due when the threshold was crossed during the year; the liability since nexus is the narrower figure.",
  },
  {
    id: 'sinceNexus',
    term: 'Liability since nexus',
    also: ['Liability Since Nexus'],
    text:
      "The tax on the sales made from the day collecting should have begun (see Collection Starts) to the end of the tax year: the sales after nexus times the state's rate. Where nexus continues from an earlier year, it counts from 1 January.",
  },
  {
    id: 'salesAfterNexus',
    term: 'Sales After Nexus',
    also: ['Sales Since Nexus'],
    text: "The part of a year's sales into a state made once the seller had to collect the state's tax: the sales the liability since nexus is taken on.",
  },
  {
    id: 'collectionStarts',
    term: 'Collection Starts',
    also: ['collection start'],
    text:
      'When a seller must begin collecting a state\'s tax after crossing its threshold, by the state\'s rule. A table shows the date and, in brackets, the rule\'s form, where N is a number the rule gives:',
    forms: [
      { form: 'Crossing Day', meaning: 'collecting begins on the day the threshold is crossed.' },
      { form: 'Days After N', meaning: 'collecting begins N days after the crossing.' },
      { form: 'Months After N', meaning: "collecting begins on the first day of the Nth month after the crossing's month (Months After 1: the first of the next month)." },
      { form: 'Month Start After Days N', meaning: 'collecting begins on the first first-of-a-month at least N days after the crossing.' },
      { form: 'Next Year', meaning: 'collecting begins on 1 January after the crossing.' },
    ],
  },
  {
    id: 'stickyNexus',
    term: 'Sticky nexus',
    also: ['Nexus Lasts', 'nexus since'],
    text:
      "Once a threshold is crossed, the obligation to collect continues for a time even if sales then fall below it. The state's rule says how long (Nexus Lasts); a run of days with nexus is a nexus period, and a state whose nexus continues from an earlier year's crossing says since when.",
    forms: [
      { form: 'Next Year End', meaning: 'through 31 December of the year after the crossing (the usual rule).' },
      { form: 'Year End', meaning: 'through 31 December of the year of the crossing.' },
      { form: 'Months N', meaning: "through the end of the Nth month counting the crossing's month as the first." },
      { form: 'While Test Passes', meaning: 'only while the sales still meet the threshold.' },
    ],
  },
  {
    id: 'exposure',
    term: 'Exposure',
    text:
      'What a state could assess for the tax that was due but not collected, up to the study\'s as-of date: the tax on the sales made while collecting was due, the interest on each late return and the penalties.',
  },
  {
    id: 'voluntaryDisclosure',
    term: 'Voluntary Disclosure',
    also: ['VDA', 'voluntary disclosure agreement'],
    text:
      "An agreement a seller asks a state for before the state contacts it: the seller registers and pays the tax of a limited past period (the look-back), and the state usually waives penalties and sometimes part of the interest. The study recommends it where the state offers one and it costs less than filing every return due.",
  },
  {
    id: 'lookBack',
    term: 'Look-back',
    also: ['Look-Back', 'VDA Look Back Months'],
    text: "How far back a voluntary disclosure reaches from the study's as-of date, in months or calendar years, by the state's terms: returns before it are not assessed.",
  },
  {
    id: 'actions',
    term: 'Action',
    also: ['Computed Action'],
    text: "What the study computes a seller should do in a state, from its exposure on the as-of date; the first that applies:",
    forms: [
      {
        form: 'Voluntary Disclosure',
        meaning: 'past tax is owed and the state offers a voluntary disclosure that costs less than filing every return due (see Voluntary Disclosure).',
      },
      {
        form: 'File Back Returns',
        meaning:
          'past tax is owed and no voluntary disclosure would save anything: register and file every return due since collecting should have begun, with its tax, interest and penalties.',
      },
      { form: 'Register', meaning: 'nexus on the as-of date but no past tax owed: register with the state and collect from now on.' },
      { form: 'Monitor', meaning: "no nexus, but sales at 80 % or more of the state's threshold: watch them, to register when they cross it." },
    ],
  },
]

/** An entry's anchor on the home page. */
export const glossaryAnchor = (id: GlossaryId) => `glossary-${id}`

/** The entry of a term, by its id. */
export const glossaryEntry = (id: GlossaryId): GlossaryEntry => GLOSSARY.find((entry) => entry.id === id)!
