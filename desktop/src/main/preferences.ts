import { isOneOf, isRecord, LABEL_SIZES, type LabelSize } from '@labsite/shared'
import type { JsonStore } from './store'

/** The console's own preferences (separate from the server settings the renderer edits). */
export interface Preferences {
  /** No notification pop-ups or sounds for new enquiries; the tray and badge still count them. */
  muteAlerts: boolean
  /** Start the console when staff log in to the computer. */
  openAtLogin: boolean
  /** Where sample labels print silently (a system printer's name); null: the print dialog asks. */
  labelPrinter: string | null
  /** Where receipts and booking slips print silently; null: the print dialog asks. */
  slipPrinter: string | null
  /** The labels loaded in the label printer (width×height in mm). */
  labelSize: LabelSize
}

const DEFAULTS: Preferences = {
  muteAlerts: false,
  openAtLogin: false,
  labelPrinter: null,
  slipPrinter: null,
  labelSize: '50x25',
}

const isPrinterName = (value: unknown) => value === undefined || value === null || typeof value === 'string'

/** A preferences file; the printer fields are absent in the files of older consoles (defaults apply). */
export const isPreferences = (value: unknown): value is Preferences => {
  if (!isRecord(value)) return false
  const file = value
  return (
    typeof file.muteAlerts === 'boolean' &&
    typeof file.openAtLogin === 'boolean' &&
    isPrinterName(file.labelPrinter) &&
    isPrinterName(file.slipPrinter) &&
    (file.labelSize === undefined || isOneOf(LABEL_SIZES, file.labelSize))
  )
}

export interface PreferencesService {
  get(): Preferences
  set(change: Partial<Preferences>): Preferences
}

export function createPreferences(store: JsonStore<Preferences>): PreferencesService {
  let current: Preferences = { ...DEFAULTS, ...store.read() }
  return {
    get: () => ({ ...current }),
    set(change) {
      current = { ...current, ...change }
      store.write(current)
      return { ...current }
    },
  }
}
