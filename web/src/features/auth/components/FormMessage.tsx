import { Alert } from '@mantine/core'

type FormMessageProps = {
  kind: 'error' | 'success'
  children: string
}

/** A form's outcome, announced to screen readers as it appears. */
export function FormMessage({ kind, children }: FormMessageProps) {
  return (
    <Alert
      color={kind === 'error' ? 'red' : 'teal'}
      variant="light"
      role={kind === 'error' ? 'alert' : 'status'}
      styles={{ message: { color: 'var(--mantine-color-dark-9)' } }}
    >
      {children}
    </Alert>
  )
}
