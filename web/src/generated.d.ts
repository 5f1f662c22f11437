/** Types of what web/vite.config.ts makes of the generated folder: the two overview modules, and its path. */
declare module 'virtual:overview-head' {
  const head: import('../../schemas/generated/types.ts').Overview
  export default head
}
declare module 'virtual:overview-entities' {
  const entities: import('../../schemas/generated/types.ts').Overview['entities']
  export default entities
}
interface ImportMetaEnv {
  /** The generated folder's path from web/, ending in '/': how Vite names the files in it. */
  readonly GENERATED: string
  /** The client's PDF published beside the site (web/published.ts), by its file name; null where none is. */
  readonly PUBLISHED_PDF: string | null
}
