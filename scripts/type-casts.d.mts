import type ts from 'typescript'

export interface Cast {
  /** file:line */
  at: string
  requestData: boolean
}
export function countedFiles(): string[]
export function parseFile(file: string): ts.SourceFile
export function castsIn(source: ts.SourceFile): Cast[]
export function allCasts(): Cast[]
