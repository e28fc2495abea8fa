import { Loader, Progress } from '@mantine/core'

/**
 * How far one upload is, the same in a browser and in the console: `value` is the percentage the
 * platform's upload transport reported (usePlatform().uploadTransport, else XMLHttpRequest), or null
 * before it reported any, shown as busy.
 */
export function UploadProgress({ value, label }: { value: number | null; label: string }) {
  if (value === null) return <Loader size="xs" type="dots" aria-label={label} />
  return <Progress value={value} aria-label={label} animated />
}

/** The share a transport reports (0 to 1) as the whole percentage the bar shows. */
export const toPercent = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 100)
