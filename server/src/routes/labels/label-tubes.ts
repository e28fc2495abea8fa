/** One tube's label: whose sample it is and what it is for. */
export interface LabelTube {
  patient: string
  /** e.g. 34Y/F; '' for a booking made before it named its people. */
  ageSex: string
  tests: string[]
}

/**
 * `tubesEach` labels for each person, in order: the tubes are numbered 1… across them. Apart from
 * label-pdf.ts so the route can use it without loading the PDF code before the first print.
 */
export const tubesFor = (people: readonly LabelTube[], tubesEach: number): LabelTube[] =>
  people.flatMap((person) => Array.from({ length: tubesEach }, () => person))
