import type { PrinterSetup } from '../shared/ipc-contract'
import type { RouteHandlers } from './ipc'
import { checkPrintJob } from './pdf-printing'
import type { DesktopServices } from './routes'

type PrintingRouteName = 'printers:list' | 'preferences:set-printer' | 'print:pdf' | 'labels:draw'

/** Printers, the printers chosen for labels and slips, printing a PDF, and drawing sample labels. */
export function printingRoutes(
  services: Pick<DesktopServices, 'printing' | 'drawLabels' | 'queue'>,
): Pick<RouteHandlers, PrintingRouteName> {
  const printing = () => {
    if (!services.printing) throw new Error('Printing is not available in this console.')
    return services.printing
  }
  const printerSetup = async (): Promise<PrinterSetup> => {
    const { preferences, listPrinters } = printing()
    const { labelPrinter, slipPrinter, labelSize } = preferences.get()
    const printers = (await listPrinters()).map(({ name, displayName, description }) => ({
      name,
      displayName,
      description,
    }))
    return { printers, labelPrinter, slipPrinter, labelSize }
  }

  return {
    'printers:list': () => printerSetup(),

    'preferences:set-printer': async (change) => {
      const { preferences, listPrinters } = printing()
      const known = new Set((await listPrinters()).map((printer) => printer.name))
      // Only a printer this computer has: a silent job to a name that does not exist is lost.
      for (const name of [change.labelPrinter, change.slipPrinter])
        if (name && !known.has(name)) throw new Error(`There is no printer named "${name}" on this computer.`)
      preferences.set(Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)))
      return printerSetup()
    },

    'print:pdf': async (input) => {
      await printing().printPdf(checkPrintJob(input))
      return null
    },

    // A walk-in the queue has booked since shows the server's reference: the one its tubes keep.
    'labels:draw': async (input) => {
      if (!services.drawLabels) throw new Error('Labels cannot be drawn in this console.')
      const reference = services.queue.references()[input.reference] ?? input.reference
      return { reference, bytes: await services.drawLabels({ ...input, reference }) }
    },
  }
}
