/**
 * What a long list shows, apart from how it looks: whether an entity matches a search, which items a
 * page holds, and the sentence that says what is shown. The entity cards, the recommendations, the
 * data tables and any other list of a thousand entities page through these, so they count and word
 * alike (components/ListPager.tsx draws them).
 */
import { count } from './format.ts'

/** A list's noun, singular and plural: 'brand', 'brands'. */
export type Noun = { one: string; other: string }

/** Entities, a list of them a page at a time (the recommendations, the international page), and their search box. */
export const ENTITIES: Noun = { one: 'entity', other: 'entities' }
export const ENTRY_PAGE = 24
export const entitySearch = {
  label: 'Find an entity by code or name',
  matches: (item: { entity: { code: string; name: string } }, query: string) => entityMatches(item.entity, query),
}

/**
 * Whether an entity matches a search: its code, or a word of its name, starts with the query (case
 * ignored). Word starts rather than any substring: a one-letter code would otherwise match every name.
 */
export function entityMatches(entity: { code: string; name: string }, query: string): boolean {
  const needle = query.trim().toLowerCase()
  if (needle === '') return true
  return entity.code.toLowerCase().startsWith(needle) || ` ${entity.name.toLowerCase()}`.includes(` ${needle}`)
}

/** The items a page holds: `first` and `last` count from 1 (0 and 0 for an empty list). */
export type PageSlice = { page: number; pages: number; first: number; last: number }

/** Page `page` (from 0) of `length` items, `size` a page; a page past the end is the last one. */
export function pageSlice(length: number, page: number, size: number): PageSlice {
  const pages = Math.max(1, Math.ceil(length / size))
  const at = Math.min(Math.max(0, page), pages - 1)
  return { page: at, pages, first: length === 0 ? 0 : at * size + 1, last: Math.min(length, (at + 1) * size) }
}

/** A search as the status line words it ('matching “client a”'), or nothing when its box is empty. */
export function searched(query: string, how = 'matching'): string[] {
  const text = query.trim()
  return text === '' ? [] : [`${how} “${text}”`]
}

type Shown = {
  slice: PageSlice
  /** How many items match the search (every item when there is none). */
  matching: number
  /** How many items the list has in all. */
  total: number
  noun: Noun
  /** What the items were chosen by, worded to follow the noun ('matching “client a”', 'registering in Ohio'); empty when nothing narrows them. */
  criteria: readonly string[]
}

/**
 * What a list shows, in words, for its status line: 'Showing 1–24 of 1,000 brands', 'Showing 1–24 of
 * 143 brands matching “client” (1,000 in all)', 'No brands matching “zz” (7 in all)'.
 */
export function shownSummary({ slice, matching, total, noun, criteria }: Shown): string {
  const of = (n: number) => `${count(n)} ${n === 1 ? noun.one : noun.other}`
  const by = criteria.join(', ')
  if (criteria.length === 0) {
    if (total === 0) return `No ${noun.other}`
    if (slice.pages === 1) return `Showing ${count(total)} of ${of(total)}`
    return `Showing ${count(slice.first)}–${count(slice.last)} of ${of(total)}`
  }
  const inAll = `(${count(total)} in all)`
  if (matching === 0) return `No ${noun.other} ${by} ${inAll}`
  if (slice.pages === 1) return `Showing ${of(matching)} ${by} ${inAll}`
  return `Showing ${count(slice.first)}–${count(slice.last)} of ${of(matching)} ${by} ${inAll}`
}
