/**
 * Only the CSS the site uses: PurgeCSS (as a PostCSS plugin in Vite's CSS pipeline) keeps the rules of
 * Pico and styles.css whose classes, tags and attributes appear in the viewer's source. Attributes and
 * states that React sets at run time (aria-sort, data-* values, the theme) are kept whole.
 */
import { fileURLToPath } from 'node:url'
import purgeCss from '@fullhuman/postcss-purgecss'

const web = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export function purgeUnusedCss() {
  return purgeCss({
    content: [web('index.html'), web('src/**/*.ts'), web('src/**/*.tsx')],
    safelist: {
      // attribute and state selectors whose values are data, not source text
      greedy: [/focus-visible/, /data-edition/, /data-working/, /data-theme/, /data-colour/, /data-variant/, /data-nexus/, /data-severity/, /aria-sort/, /aria-busy/],
      // read from the components' inline attributes (the chart's fill), not from a CSS rule
      // and the threshold bars' colours, read by threshold-progress.css, a stylesheet of its own chunk
      variables: ['--chart-bar', '--chart-tax', '--chart-interest', '--chart-penalties', /^--progress-/],
    },
    // custom properties that no kept rule reads (through any chain of var()) go too
    variables: true,
    keyframes: false,
    fontFace: false,
  })
}
