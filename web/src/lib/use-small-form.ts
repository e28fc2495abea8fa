import { type ReactNode, useRef, useState } from 'react'

/**
 * The part of @mantine/form's `useForm` the public forms use (flat fields, per-field checks, errors
 * cleared as the field changes), in a fraction of its code: @mantine/form cost a first visit to the
 * login, sign-up and home pages 6 KB of gzip on top of the 170 KB goal. The admin keeps
 * @mantine/form. Same names and behaviour, so a form reads as it did.
 */
type Values = object
type Rule<V extends Values, K extends keyof V> = (value: V[K], values: V, path: K) => ReactNode
export type FormErrors = Partial<Record<string, ReactNode>>

/** What an input is given; `value` is whatever the field holds (as @mantine/form types it, `any`). */
export interface InputProps {
  // biome-ignore lint/suspicious/noExplicitAny: a field's value goes to whichever input shows it
  value?: any
  checked?: boolean
  error: ReactNode
  onChange: (eventOrValue: unknown) => void
}

export interface SmallFormOptions<V extends Values> {
  /** Accepted for the same call as @mantine/form; every field here is controlled. */
  mode?: 'controlled' | 'uncontrolled'
  initialValues: V
  validate?: { [K in keyof V]?: Rule<V, K> }
  /** Fields checked on every change rather than on submit only. */
  validateInputOnChange?: (keyof V)[]
}

export interface SmallForm<V extends Values> {
  values: V
  errors: FormErrors
  getValues: () => V
  setFieldValue: <K extends keyof V>(path: K, value: V[K]) => void
  /** Shows (or, with null, clears) a problem found after the change, e.g. once a chosen file was read. */
  setFieldError: (path: keyof V, problem: ReactNode) => void
  reset: () => void
  /** A React key that changes when the form is reset. */
  key: (path: keyof V) => string
  getInputProps: (path: keyof V, options?: { type?: 'input' | 'checkbox' }) => InputProps
  onSubmit: (
    handler: (values: V, event?: React.FormEvent<HTMLFormElement>) => unknown,
  ) => (event?: React.FormEvent<HTMLFormElement>) => void
}

/** An input's change event gives its value (or checked state); a component's onChange the value itself. */
function changedValue(eventOrValue: unknown, checkbox: boolean): unknown {
  const target =
    typeof eventOrValue === 'object' && eventOrValue && 'currentTarget' in eventOrValue
      ? eventOrValue.currentTarget
      : undefined
  if (target && typeof target === 'object' && 'value' in target)
    return checkbox ? ('checked' in target ? target.checked : undefined) : target.value
  return eventOrValue
}

export function useSmallForm<V extends Values>(options: SmallFormOptions<V>): SmallForm<V> {
  const [values, setValues] = useState<V>(options.initialValues)
  const [errors, setErrors] = useState<FormErrors>({})
  const [resets, setResets] = useState(0)
  // The latest values, so a submit right after a change (same tick) checks what was typed.
  const current = useRef(values)
  current.current = values
  const rules: NonNullable<SmallFormOptions<V>['validate']> = options.validate ?? {}

  const check = <K extends keyof V>(path: K, all: V): ReactNode => rules[path]?.(all[path], all, path) ?? null

  // Takes what an input gave (unknown until a rule checks it); callers outside pass a V[K].
  const setFieldValue = (path: keyof V, value: unknown) => {
    const next = { ...current.current, [path]: value }
    current.current = next
    setValues(next)
    const live = options.validateInputOnChange?.includes(path)
    setErrors((previous) => {
      const { [String(path)]: _cleared, ...rest } = previous
      const problem = live ? check(path, next) : null
      return problem ? { ...rest, [String(path)]: problem } : rest
    })
  }

  return {
    values,
    errors,
    getValues: () => current.current,
    setFieldValue,
    setFieldError: (path, problem) =>
      setErrors((previous) => {
        const { [String(path)]: _cleared, ...rest } = previous
        return problem ? { ...rest, [String(path)]: problem } : rest
      }),
    reset: () => {
      current.current = options.initialValues
      setValues(options.initialValues)
      setErrors({})
      setResets((count) => count + 1)
    },
    key: (path) => `${String(path)}-${resets}`,
    getInputProps: (path, { type = 'input' } = {}) => {
      const checkbox = type === 'checkbox'
      return {
        ...(checkbox ? { checked: Boolean(values[path]) } : { value: values[path] }),
        error: errors[String(path)],
        onChange: (eventOrValue) => setFieldValue(path, changedValue(eventOrValue, checkbox)),
      }
    },
    onSubmit: (handler) => (event) => {
      event?.preventDefault()
      const all = current.current
      const found: FormErrors = {}
      for (const path in rules) {
        const problem = check(path, all)
        if (problem) found[String(path)] = problem
      }
      setErrors(found)
      if (Object.keys(found).length === 0) {
        handler(all, event)
        return
      }
      // Every problem is shown at once; focus goes to the first, so a keyboard or screen-reader user
      // lands on it (the form, read now: React lets go of the event's target once this returns).
      const form = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null
      requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
    },
  }
}
