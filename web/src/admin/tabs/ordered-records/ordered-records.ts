/** A record of a list kept in the order staff arrange. */
export interface OrderedRecord {
  _id: string
  order: number
}
