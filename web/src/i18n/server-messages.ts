import { MESSAGES } from '@labsite/shared'
import { useTranslation } from 'react-i18next'

const KEY_OF_MESSAGE = new Map<string, string>(
  Object.entries(MESSAGES).map(([key, text]) => [text, `messages.${key}`]),
)

/**
 * Shows one of the fixed messages (MESSAGES in shared/src/constants.ts, as the client's rules and the server answer them in
 * English) in the visitor's language; any other text (a server's specific reason) is shown as it is.
 */
export function useTranslateMessage(): (message: string) => string {
  const { t } = useTranslation()
  return (message) => {
    const key = KEY_OF_MESSAGE.get(message)
    return key ? t(key) : message
  }
}
