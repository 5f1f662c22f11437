/**
 * The one typed entry to the pipeline's output: generated/, or the folder the build was given (Vite's
 * alias @generated, set in web/vite.config.ts from web/folders.ts).
 * The overview without its entity list is bundled with the app shell; the list is its own chunk, loaded
 * by loadEntityList() before the first render (the prerendered page shows it meanwhile), and every other
 * file is its own chunk, loaded for the route that needs it: the home page's initial JS stays the same
 * size whatever the number of entities. web/vite.config.ts makes the two overview modules.
 */
import type { Overview } from '../../schemas/generated/types.ts'
import overviewHead from 'virtual:overview-head'

/** The overview; `entities` is empty in the browser until loadEntityList() resolves. */
export const overview = overviewHead as Overview

let entityList: Promise<void> | undefined

/** Fills overview.entities (at once on the server, whose head carries them). */
export function loadEntityList(): Promise<void> {
  entityList ??= overview.entities.length === overview.entityCount
    ? Promise.resolve()
    : import('virtual:overview-entities').then((module) => {
        overview.entities = module.default
      })
  return entityList
}

/**
 * A file of generated/ as a screen reads it: its module (as Vite names it, from web/: its key in the
 * build's manifest and in the resource cache) and its loader.
 */
export type GeneratedFile<T> = { module: string; load: () => Promise<T> }

// The study's own files, one chunk each; the overview is the two modules above, not a chunk of its own.
const studyFiles = import.meta.glob<{ default: unknown }>(['@generated/*.json', '!@generated/overview.json'])

/** The file at this path of generated/ ('consolidated.json', 'entities/A.json'), loaded in its own chunk. */
export function generated<T>(file: string): GeneratedFile<T> {
  // The globs' keys are the files' paths from web/, which the build puts in import.meta.env.GENERATED.
  const module = `${import.meta.env.GENERATED}${file}`
  return {
    module,
    async load() {
      // A file in a folder is one entity's; their loaders are a chunk of their own (see entityFiles.ts).
      const files = file.includes('/') ? (await import('./entityFiles.ts')).entityFiles : studyFiles
      const load = files[module]
      if (!load) throw new Error(`No generated file ${file}`)
      return (await load()).default as T
    },
  }
}
