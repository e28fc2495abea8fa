import type ts from 'typescript'

export interface FunctionLength {
  /** file:line where the function starts */
  at: string
  /** lines from its start to its end, nested functions included */
  lines: number
}
export function functionsIn(source: ts.SourceFile): FunctionLength[]
export function allFunctions(): FunctionLength[]
