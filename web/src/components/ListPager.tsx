/**
 * Long lists, a page at a time: a search box and a choice filter, a status line that says what is
 * shown and is announced politely when it changes, and Previous/Next buttons that appear only when the
 * list runs past one page. Moving to another page puts the focus on the status line above the new
 * items, so keyboard and screen-reader users start at the top of what they asked for. While the page
 * is printed every item is shown (print.ts), so paper and `npm run pdf` hold the whole list, up to
 * PRINT_ITEMS: Chromium fails to print the findings of a 1,000-entity study at all ('Printing failed'),
 * so a longer list prints its first PRINT_ITEMS and says so on the paper.
 * PagedList puts the pieces together for lists of cards; DataTable uses them one by one.
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react'
import { count } from '../format.ts'
import { pageSlice, searched, shownSummary, type Noun, type PageSlice } from '../paging.ts'
import { usePrinting } from '../print.ts'

/** The most items a list prints: enough for any list short of a huge study's findings, few enough that Chromium prints them. */
export const PRINT_ITEMS = 2000

export type Pages<Item> = PageSlice & {
  /** The items of this page (every item while printing). */
  visible: readonly Item[]
  /** How many items there are to page through. */
  length: number
  go: (page: number) => void
  statusRef: RefObject<HTMLParagraphElement | null>
  printing: boolean
}

/**
 * Pages of `items`, `size` a page. Another list (a new search or sort) starts again at its first page:
 * another `items` array, or, where the caller gives `resetOn`, another value of it (a table whose rows
 * are filtered anew at each render of its page names its filters and sort there instead).
 */
export function usePages<Item>(items: readonly Item[], size: number, resetOn?: string): Pages<Item> {
  const printing = usePrinting()
  const list: unknown = resetOn ?? items
  const [at, setAt] = useState({ list, page: 0 })
  const statusRef = useRef<HTMLParagraphElement>(null)
  const moved = useRef(false)
  const slice = printing ? pageSlice(items.length, 0, PRINT_ITEMS) : pageSlice(items.length, at.list === list ? at.page : 0, size)
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    statusRef.current?.focus()
  })
  const whole = slice.first <= 1 && slice.last === items.length
  return {
    ...slice,
    visible: whole ? items : items.slice(slice.first - 1, slice.last),
    length: items.length,
    go: (page) => {
      moved.current = true
      setAt({ list, page })
    },
    statusRef,
    printing,
  }
}

type StatusProps = {
  pages: Pages<unknown>
  /** How many items the list has before any search. */
  total: number
  noun: Noun
  criteria: readonly string[]
  className: string
  /** Leave the line off paper (where it would only count what the page prints anyway). */
  hideInPrint?: boolean
}

/** The status line: what is shown, announced politely (role="status") whenever it changes. */
export function PagerStatus({ pages, total, noun, criteria, className, hideInPrint }: StatusProps) {
  return (
    <p role="status" tabIndex={-1} ref={pages.statusRef} className={className} data-print={hideInPrint ? 'hide' : undefined}>
      {shownSummary({ slice: pages, matching: pages.length, total, noun, criteria })}
    </p>
  )
}

/**
 * Previous and Next, with the page number between; nothing when the list fits one page. On paper, where
 * every item prints, a note instead when the list is longer than PRINT_ITEMS.
 */
export function PagerNav({ pages, label, noun }: { pages: Pages<unknown>; label: string; noun: Noun }) {
  if (pages.pages <= 1) return null
  if (pages.printing) {
    return (
      <p>
        Printed: the first {count(pages.last)} of {count(pages.length)} {noun.other}; the study workbook (.xlsx) holds them all.
      </p>
    )
  }
  return (
    <nav aria-label={label} className="pager">
      <button type="button" className="secondary outline" disabled={pages.page === 0} onClick={() => pages.go(pages.page - 1)}>
        <span aria-hidden="true">‹ </span>Previous
      </button>
      <span>
        Page {count(pages.page + 1)} of {count(pages.pages)}
      </span>
      <button type="button" className="secondary outline" disabled={pages.page === pages.pages - 1} onClick={() => pages.go(pages.page + 1)}>
        Next<span aria-hidden="true"> ›</span>
      </button>
    </nav>
  )
}

export function SearchBox({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId()
  return (
    <label htmlFor={id}>
      {label}
      <input id={id} type="search" value={value} autoComplete="off" onChange={(event) => onChange(event.target.value)} />
    </label>
  )
}

export type Choice = { value: string; label: string }

/** A select of values to narrow a list to, 'All' first. */
export function ChoiceFilter({ label, value, options, onChange }: { label: string; value: string; options: readonly Choice[]; onChange: (value: string) => void }) {
  const id = useId()
  return (
    <label htmlFor={id}>
      {label}
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}

type PagedListProps<Item> = {
  items: readonly Item[]
  pageSize: number
  noun: Noun
  /** The name of the page buttons' navigation ('Brand pages'). */
  navLabel: string
  search?: { label: string; matches: (item: Item, query: string) => boolean }
  choice?: {
    label: string
    options: readonly Choice[]
    matches: (item: Item, value: string) => boolean
    /** The choice as the status line words it ('registering in Ohio'). */
    criterion: (value: string) => string
  }
  /** The page's items, drawn. */
  children: (visible: readonly Item[]) => ReactNode
}

/** A list searched, filtered and paged: its tools, its status line, the page's items, then the page buttons. */
export function PagedList<Item>({ items, pageSize, noun, navLabel, search, choice, children }: PagedListProps<Item>) {
  const [query, setQuery] = useState('')
  const [chosen, setChosen] = useState('')
  const matching = useMemo(() => {
    if ((!search || query.trim() === '') && (!choice || chosen === '')) return items
    return items.filter((item) => (!search || search.matches(item, query)) && (!choice || chosen === '' || choice.matches(item, chosen)))
    // The matchers are pure functions of the item and the query: a caller's new closure each render must
    // not make a new list, or the page would fall back to the first one.
  }, [items, query, chosen])
  const pages = usePages(matching, pageSize)
  const criteria = [...(search ? searched(query) : []), ...(choice && chosen !== '' ? [choice.criterion(chosen)] : [])]
  const filtered = search !== undefined || choice !== undefined
  return (
    <>
      {filtered && (
        <div className="list-tools">
          {search && <SearchBox label={search.label} value={query} onChange={setQuery} />}
          {choice && <ChoiceFilter label={choice.label} value={chosen} options={choice.options} onChange={setChosen} />}
        </div>
      )}
      {(filtered || pages.pages > 1) && (
        // Unnarrowed, paper shows every item and the line adds nothing; narrowed, it says what the print leaves out.
        <PagerStatus pages={pages} total={items.length} noun={noun} criteria={criteria} className="list-count" hideInPrint={criteria.length === 0} />
      )}
      {children(pages.visible)}
      <PagerNav pages={pages} label={navLabel} noun={noun} />
    </>
  )
}
