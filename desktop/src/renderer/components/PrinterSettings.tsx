import { isOneOf, LABEL_SIZES, type LabelSize } from '@labsite/shared'
import { Alert, Loader, Modal, Radio, Select, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import type { DesktopBridge, PrinterSetup, RouteInput } from '../../shared/ipc-contract'
import { callMain } from '../bridge'

/** Select's value for "no printer chosen": main then shows the system's print dialog. */
const ASK = 'ask-each-time'

const SIZE_NAMES: Record<LabelSize, string> = {
  '50x25': '50 × 25 mm',
  '38x25': '38 × 25 mm',
  '100x50': '100 × 50 mm',
}

/**
 * The console's printers: where sample labels and receipts/slips print without a dialog, and the
 * labels loaded in the label printer. Each choice is saved in main's preferences as it is made.
 */
export function PrinterSettings({
  bridge,
  opened,
  onClose,
}: {
  bridge: DesktopBridge
  opened: boolean
  onClose: () => void
}) {
  const [setup, setSetup] = useState<PrinterSetup | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!opened) return
    setError(null)
    // The printers are read again each time: one may have been plugged in since.
    callMain(bridge, 'printers:list', {}).then(setSetup, (failure: Error) => setError(failure.message))
  }, [bridge, opened])

  const save = (change: RouteInput<'preferences:set-printer'>) =>
    callMain(bridge, 'preferences:set-printer', change).then(
      (saved) => {
        setSetup(saved)
        setError(null)
      },
      (failure: Error) => setError(failure.message),
    )

  const choices = [
    { value: ASK, label: 'Ask each time (print dialog)' },
    ...(setup?.printers ?? []).map((printer) => ({ value: printer.name, label: printer.displayName })),
  ]
  const printerSelect = (label: string, description: string, key: 'labelPrinter' | 'slipPrinter') => (
    <Select
      label={label}
      description={description}
      data={choices}
      value={setup?.[key] ?? ASK}
      allowDeselect={false}
      onChange={(value) => void save({ [key]: !value || value === ASK ? null : value })}
    />
  )

  return (
    <Modal opened={opened} onClose={onClose} title="Printers">
      {!setup && !error ? (
        <Loader aria-label="Reading the printers" />
      ) : (
        <Stack gap="md">
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {setup && (
            <>
              {setup.printers.length === 0 && (
                <Text size="sm">
                  No printer is installed on this computer: printing shows the system dialog.
                </Text>
              )}
              {printerSelect('Label printer', 'Sample labels print here without a dialog.', 'labelPrinter')}
              <Radio.Group
                label="Labels loaded in the label printer"
                value={setup.labelSize}
                onChange={(value) => {
                  if (isOneOf(LABEL_SIZES, value)) void save({ labelSize: value })
                }}
              >
                <Stack gap={4} mt={4}>
                  {LABEL_SIZES.map((value) => (
                    <Radio key={value} value={value} label={SIZE_NAMES[value]} />
                  ))}
                </Stack>
              </Radio.Group>
              {printerSelect(
                'Receipt and slip printer',
                'Payment receipts print here without a dialog.',
                'slipPrinter',
              )}
            </>
          )}
        </Stack>
      )}
    </Modal>
  )
}
