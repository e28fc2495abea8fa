import { type ChangeEvent, type ReactNode, useId } from 'react'
import classes from './CheckboxField.module.css'

interface CheckboxFieldProps {
  label: ReactNode
  checked?: boolean
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  error?: ReactNode
}

/**
 * A labelled native checkbox with its error below, for a public form (the sign-up's terms): Mantine's
 * Checkbox brings 3.6 KB of script to a page that has one box to tick (the 170 KB budget of scripts/bench-web.mjs).
 */
export function CheckboxField({ label, checked, onChange, error }: CheckboxFieldProps) {
  const errorId = useId()
  return (
    <div>
      <label className={classes.row}>
        <input
          type="checkbox"
          className={classes.box}
          checked={checked ?? false}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
