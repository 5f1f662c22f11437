// json-source-map ships no types; this is the part of its API the manifest reader uses.
declare module 'json-source-map' {
  interface Location { line: number; column: number; pos: number }
  interface Pointer { key?: Location; keyEnd?: Location; value: Location; valueEnd: Location }
  export function parse(text: string): { data: unknown; pointers: Record<string, Pointer> }
}
