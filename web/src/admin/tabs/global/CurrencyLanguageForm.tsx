import { CURRENCIES, type GlobalSettings, LANGUAGES } from '@labsite/shared'
import { NativeSelect, Paper, SimpleGrid } from '@mantine/core'
import { useEffect, useState } from 'react'
import { updateGlobalSettings } from '../../api'
import { useDocumentForm } from '../../hooks/use-document-form'
import { CurrencyChangeDialog } from './CurrencyChangeDialog'
import { GlobalPreview } from './GlobalPreview'

type CurrencyLanguageFormProps = {
  settings: GlobalSettings
  version: number | undefined
  canEdit: boolean
  onSaved: (settings: GlobalSettings) => void
}

/** The part of the global settings one choice saves: the currency or the language, by its code. */
type Choice = { currency?: { code: string }; language?: { code: string } }
/** The codes chosen on screen. */
type Codes = { currency: string; language: string }

const currencyOf = (code: string) => CURRENCIES.find((currency) => currency.code === code)
const languageOf = (code: string) => LANGUAGES.find((language) => language.code === code)

/** The settings with a choice's names and symbol, as the server answers them (a choice kept offline has codes only). */
function withChoice(settings: GlobalSettings, choice: Partial<GlobalSettings> | Choice): GlobalSettings {
  const currency = choice.currency && currencyOf(choice.currency.code)
  const language = choice.language && languageOf(choice.language.code)
  return {
    ...settings,
    ...(currency ? { currency: { ...currency } } : {}),
    ...(language ? { language: { ...language } } : {}),
  }
}

/**
 * Default currency and language: a language is saved as soon as it is chosen; a currency only once
 * staff have seen public prices before and after and confirmed. The preview shows the choice on
 * screen, which is always the stored one: a refused choice goes back.
 */
export function CurrencyLanguageForm({ settings, version, canEdit, onSaved }: CurrencyLanguageFormProps) {
  const storedCurrency = settings.currency.code
  const storedLanguage = settings.language.code
  const toFormValues = (choice: Choice): Codes => ({
    currency: choice.currency?.code ?? storedCurrency,
    language: choice.language?.code ?? storedLanguage,
  })
  // Only what changed is sent: a language chosen never re-sends the currency.
  const toDocument = ({ currency, language }: Codes): Choice =>
    currency !== storedCurrency ? { currency: { code: currency } } : { language: { code: language } }
  const nameOf = (choice: Choice) =>
    choice.currency
      ? { currency: withChoice(settings, choice).currency }
      : { language: withChoice(settings, choice).language }

  const { form, busy, showDocument, saveValues } = useDocumentForm<Choice, Codes>({
    initial: { currency: settings.currency, language: settings.language },
    version,
    update: (choice, atVersion, label) =>
      updateGlobalSettings(choice as { currency: { code: string } }, atVersion, label),
    label: (choice) => {
      const { currency, language } = nameOf(choice)
      return currency ? `Set the currency to ${currency.name}` : `Set the language to ${language?.name}`
    },
    successMessage: (choice) => {
      const { currency, language } = nameOf(choice)
      return currency
        ? { title: 'Currency updated', message: `Prices now show in ${currency.name} (${currency.symbol}).` }
        : { title: 'Language updated', message: `The default language is now ${language?.name}.` }
    },
    toFormValues,
    toDocument,
    revertRefused: true,
    // The server answers the whole settings; queued offline, only the choice's code is known.
    onSaved: (saved) => onSaved(withChoice({ ...settings, ...(saved as Partial<GlobalSettings>) }, saved)),
  })
  const [askedCurrency, setAskedCurrency] = useState<GlobalSettings['currency'] | null>(null)
  // Settings stored by someone else, or a restored version, replace the choice on screen.
  useEffect(
    () => showDocument({ currency: { code: storedCurrency }, language: { code: storedLanguage } }),
    [storedCurrency, storedLanguage, showDocument],
  )
  const shown = withChoice(settings, {
    currency: { code: form.getValues().currency },
    language: { code: form.getValues().language },
  })

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label="Default currency"
          value={shown.currency.code}
          disabled={!canEdit || busy}
          onChange={(e) => {
            const currency = currencyOf(e.currentTarget.value)
            if (currency && currency.code !== shown.currency.code) setAskedCurrency({ ...currency })
          }}
          data={CURRENCIES.map((c) => ({ value: c.code, label: `${c.symbol} ${c.name} (${c.code})` }))}
        />
        <NativeSelect
          label="Default language"
          value={shown.language.code}
          disabled={!canEdit || busy}
          onChange={(e) => {
            const language = languageOf(e.currentTarget.value)
            if (language) void saveValues({ currency: shown.currency.code, language: language.code })
          }}
          data={LANGUAGES.map((l) => ({ value: l.code, label: l.name }))}
        />
      </SimpleGrid>
      <CurrencyChangeDialog
        from={shown.currency}
        to={askedCurrency}
        onCancel={() => setAskedCurrency(null)}
        onConfirm={() => {
          if (askedCurrency) void saveValues({ currency: askedCurrency.code, language: shown.language.code })
          setAskedCurrency(null)
        }}
      />
      <Paper withBorder p="md" radius="md">
        <GlobalPreview settings={shown} />
      </Paper>
    </>
  )
}
