import { isOneOf, LABEL_SIZES, type LabelSize, MAX_LABEL_TUBES } from '@labsite/shared'
import { Alert, Button, Group, NumberInput, Radio, Stack } from '@mantine/core'
import { type FormEvent, useEffect, useState } from 'react'
import { fetchLabelsPdf, type LabelOptions, type PayableBooking, useAdminClient } from '../../../api'
import { AdminModal } from '../../../components/AdminModal'
import { usePrintPdf } from '../../../hooks/use-print-pdf'
import { enterSaves } from '../../../lib/enter-saves'
import { rememberedLabelSize, rememberLabelSize } from '../../../lib/label-size'
import { usePlatform } from '../../../platform/PlatformProvider'

const SIZE_NAMES: Record<LabelSize, string> = {
  '50x25': '50 × 25 mm',
  '38x25': '38 × 25 mm',
  '100x50': '100 × 50 mm',
}

export interface PrintLabelsDialogProps {
  opened: boolean
  onClose: () => void
  /** With its named family members, when it has them: each gets the tubes asked for. */
  booking: PayableBooking & { members?: readonly unknown[] }
  /**
   * Where the labels come from when not from the server's labels.pdf (a walk-in the server has not
   * booked yet): the PDF and the reference printed on it.
   */
  draw?: (options: LabelOptions) => Promise<{ bytes: Uint8Array; reference: string }>
}

/** How many tubes and which label size; then the server's labels PDF goes to the platform's printing. */
export function PrintLabelsDialog({ opened, onClose, booking, draw }: PrintLabelsDialogProps) {
  const client = useAdminClient()
  const printPdf = usePrintPdf()
  const [tubes, setTubes] = useState<number | string>(1)
  const [size, setSize] = useState<LabelSize>(rememberedLabelSize)
  const { preferredLabelSize } = usePlatform()
  // The console knows which labels its label printer holds (its preferences): start with those.
  useEffect(() => {
    if (!opened || !preferredLabelSize) return
    let current = true
    preferredLabelSize().then(
      (preferred) => current && setSize(preferred),
      () => {},
    )
    return () => {
      current = false
    }
  }, [opened, preferredLabelSize])
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function print(event: FormEvent) {
    event.preventDefault()
    const count = Number(tubes)
    if (!Number.isInteger(count) || count < 1 || count > MAX_LABEL_TUBES) return
    rememberLabelSize(size)
    setBusy(true)
    setError(null)
    try {
      const { bytes, reference } = draw
        ? await draw({ tubes: count, size })
        : {
            bytes: await fetchLabelsPdf(client, booking.id, { tubes: count, size }),
            reference: booking.reference,
          }
      await printPdf(bytes, { title: `Labels ${reference || booking.name}`, labelSize: size })
      onClose()
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The labels could not be printed.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <AdminModal opened={opened} onClose={onClose} title={`Print labels — ${booking.name}`}>
      <form onKeyDownCapture={enterSaves} onSubmit={print}>
        <Stack gap="sm">
          <NumberInput
            label="Number of tubes"
            description={
              (booking.members?.length ?? 0) > 1
                ? `For each of the ${booking.members?.length} family members: each label names the member, age/sex and their tests`
                : undefined
            }
            value={tubes}
            onChange={setTubes}
            min={1}
            max={MAX_LABEL_TUBES}
            allowDecimal={false}
            clampBehavior="strict"
            required
            data-autofocus
          />
          <Radio.Group
            label="Label size"
            value={size}
            onChange={(value) => {
              if (isOneOf(LABEL_SIZES, value)) setSize(value)
            }}
          >
            <Group mt={4}>
              {LABEL_SIZES.map((value) => (
                <Radio key={value} value={value} label={SIZE_NAMES[value]} />
              ))}
            </Group>
          </Radio.Group>
          {error && (
            <Alert color="red" title="The labels were not printed" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Print
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminModal>
  )
}
