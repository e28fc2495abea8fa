import { type KeyboardEvent, type ReactNode, Suspense, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingBlock } from '../../../components/LoadingBlock'
import { PhoneCodeForm } from './PhoneCodeForm'
import classes from './SignInChoice.module.css'
import '../../../i18n/locales/en-account'

type SignInChoiceProps = {
  onSignedIn: () => void
  /** The e-mail and password form of the page (login or sign-up), offered beside the code; may be lazy. */
  children: ReactNode
}

const CHOICES = ['code', 'email'] as const
type Choice = (typeof CHOICES)[number]

/**
 * The login and sign-up pages offer the code by SMS first (visitors are known by their mobile number)
 * and the e-mail and password form beside it. Two tabs in plain markup (the WAI-ARIA tabs pattern, arrow
 * keys move between them): Mantine's Tabs bring 2.7 KB of script to every login, the 170 KB budget of
 * scripts/bench-web.mjs.
 */
export function SignInChoice({ onSignedIn, children }: SignInChoiceProps) {
  const { t } = useTranslation()
  const id = useId()
  const [chosen, setChosen] = useState<Choice>('code')
  const tabs = useRef<Record<Choice, HTMLButtonElement | null>>({ code: null, email: null })
  const labels: Record<Choice, string> = { code: t('auth.code.tab'), email: t('auth.code.emailTab') }

  function moveWithKeys(event: KeyboardEvent) {
    const index = CHOICES.indexOf(chosen)
    const target = {
      ArrowRight: CHOICES[(index + 1) % CHOICES.length],
      ArrowLeft: CHOICES[(index + CHOICES.length - 1) % CHOICES.length],
      Home: CHOICES[0],
      End: CHOICES[CHOICES.length - 1],
    }[event.key]
    if (!target) return
    event.preventDefault()
    setChosen(target)
    tabs.current[target]?.focus()
  }

  return (
    <div>
      <div role="tablist" aria-orientation="horizontal" className={classes.list} onKeyDown={moveWithKeys}>
        {CHOICES.map((choice) => (
          <button
            key={choice}
            ref={(element) => {
              tabs.current[choice] = element
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${choice}`}
            aria-selected={choice === chosen}
            aria-controls={`${id}-panel-${choice}`}
            tabIndex={choice === chosen ? 0 : -1}
            className={classes.tab}
            onClick={() => setChosen(choice)}
          >
            {labels[choice]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-${chosen}`} aria-labelledby={`${id}-tab-${chosen}`}>
        {chosen === 'code' ? (
          <PhoneCodeForm onSignedIn={onSignedIn} />
        ) : (
          <Suspense fallback={<LoadingBlock height={240} />}>{children}</Suspense>
        )}
      </div>
    </div>
  )
}
