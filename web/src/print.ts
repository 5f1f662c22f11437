/**
 * The browser's own print (Ctrl+P) of any page: just before printing, open every <details> (for browsers
 * without ::details-content) and write @page margin boxes with the running header (the page's title),
 * the print date and "Page n of m"; put both back afterwards. `npm run pdf` prints through Chromium's
 * header and footer templates instead, and marks the page with data-pdf so the two never draw twice.
 * usePrinting() tells paged lists that a print is under way, so paper and the PDF show every item.
 */
import { useEffect, useSyncExternalStore } from 'react'
import { flushSync } from 'react-dom'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' })

/** A CSS string literal for any text. */
function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\n/g, ' ')}"`
}

export function marginBoxes(title: string, printed: Date): string {
  const box = 'font-family: system-ui, sans-serif; font-size: 8pt; color: #4b5563;'
  return `@page {
  @top-left { content: ${cssString(title)}; ${box} }
  @bottom-left { content: ${cssString(`Printed ${dateFormat.format(printed)}`)}; ${box} }
  @bottom-right { content: "Page " counter(page) " of " counter(pages); ${box} }
}`
}

export function usePrintFurniture(): void {
  useEffect(() => {
    let opened: HTMLDetailsElement[] = []
    let style: HTMLStyleElement | null = null
    function before() {
      opened = [...document.querySelectorAll('details:not([open])')] as HTMLDetailsElement[]
      for (const details of opened) details.open = true
      // `npm run pdf` marks the page: Chromium fires beforeprint for it too, and it draws its own header and footer
      if (document.documentElement.hasAttribute('data-pdf')) return
      style = document.createElement('style')
      style.textContent = marginBoxes(document.title, new Date())
      document.head.append(style)
    }
    function after() {
      for (const details of opened) details.open = false
      opened = []
      style?.remove()
      style = null
    }
    window.addEventListener('beforeprint', before)
    window.addEventListener('afterprint', after)
    return () => {
      window.removeEventListener('beforeprint', before)
      window.removeEventListener('afterprint', after)
    }
  }, [])
}

let printing = false
const printListeners = new Set<() => void>()

function setPrinting(value: boolean) {
  if (printing === value) return
  printing = value
  // The print is laid out as soon as beforeprint's listeners return: render every item now, not in a later task.
  flushSync(() => {
    for (const notify of printListeners) notify()
  })
}
const startPrinting = () => setPrinting(true)
const stopPrinting = () => setPrinting(false)

function subscribePrinting(notify: () => void): () => void {
  if (printListeners.size === 0) {
    window.addEventListener('beforeprint', startPrinting)
    window.addEventListener('afterprint', stopPrinting)
  }
  printListeners.add(notify)
  return () => {
    printListeners.delete(notify)
    if (printListeners.size > 0) return
    window.removeEventListener('beforeprint', startPrinting)
    window.removeEventListener('afterprint', stopPrinting)
  }
}

/** Whether the page is being printed (the browser's print or `npm run pdf`): a paged list then shows every item. */
export function usePrinting(): boolean {
  return useSyncExternalStore(subscribePrinting, () => printing, () => false)
}
