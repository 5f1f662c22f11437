/**
 * The loader of each entity's generated report, one chunk per entity. Kept in a module of its own that
 * data.ts imports on demand: a thousand loaders (and their chunk names) would otherwise ride in the
 * home page's initial JS.
 */
export const entityFiles = import.meta.glob<{ default: unknown }>('../../generated/entities/*.json')
