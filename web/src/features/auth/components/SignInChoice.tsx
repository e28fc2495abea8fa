import { Tabs } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PhoneCodeForm } from './PhoneCodeForm'

type SignInChoiceProps = {
  onSignedIn: () => void
  /** The e-mail and password form of the page (login or sign-up), offered beside the code. */
  children: ReactNode
}

/**
 * The login and sign-up pages offer the code by SMS first (visitors are known by their mobile number)
 * and the e-mail and password form beside it.
 */
export function SignInChoice({ onSignedIn, children }: SignInChoiceProps) {
  const { t } = useTranslation()
  return (
    <Tabs defaultValue="code" keepMounted={false}>
      <Tabs.List grow mb="md">
        <Tabs.Tab value="code">{t('auth.code.tab')}</Tabs.Tab>
        <Tabs.Tab value="email">{t('auth.code.emailTab')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="code">
        <PhoneCodeForm onSignedIn={onSignedIn} />
      </Tabs.Panel>
      <Tabs.Panel value="email">{children}</Tabs.Panel>
    </Tabs>
  )
}
