import { CURRENCIES, type GlobalSettings, LANGUAGES } from '@labsite/shared'
import { Alert, Center, Group, Loader, NativeSelect, Paper, SimpleGrid, Stack, Title } from '@mantine/core'
import { useEffect, useState } from 'react'
import { globalSettingsQuery, updateGlobalSettings } from '../../api'
import { HistoryButton } from '../../components/history/HistoryButton'
import { ReadOnlyNote } from '../../components/ReadOnlyNote'
import { useDocument } from '../../hooks/use-admin-resource'
import { useAdminSave } from '../../hooks/use-admin-save'
import { useCanEdit } from '../../hooks/use-can-edit'
import { CollectionFeeForm } from './CollectionFeeForm'
import { CurrencyChangeDialog, confirmCurrencyRestore } from './CurrencyChangeDialog'
import { GlobalPreview } from './GlobalPreview'
import { GstinForm } from './GstinForm'

/**
 * Default currency and language: a language is saved at once; a currency only once staff
 * have seen public prices before and after and confirmed, a restored version too. Both
 * show in the preview.
 */
export default function GlobalTab() {
  const save = useAdminSave()
  const canEdit = useCanEdit()
  const { stored, version, error, setStored } = useDocument(globalSettingsQuery)
  // The choice on screen: the stored settings until one is changed (and back if refused).
  const [shown, setShown] = useState<GlobalSettings | null>(null)
  const [busy, setBusy] = useState(false)
  const [askedCurrency, setAskedCurrency] = useState<GlobalSettings['currency'] | null>(null)

  useEffect(() => setShown(stored), [stored])

  if (error) return <Alert color="red">Error: {error}</Alert>
  if (!stored || !shown) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading global settings" />
      </Center>
    )
  }

  async function choose(
    next: GlobalSettings,
    change: Partial<Pick<GlobalSettings, 'currency' | 'language'>>,
  ) {
    setShown(next)
    setBusy(true)
    const isCurrency = 'currency' in change
    const saved = await save<GlobalSettings>({
      ...updateGlobalSettings(
        isCurrency ? { currency: { code: next.currency.code } } : { language: { code: next.language.code } },
        version,
        isCurrency
          ? `Set the currency to ${next.currency.name}`
          : `Set the language to ${next.language.name}`,
      ),
      successMessage: isCurrency
        ? {
            title: 'Currency updated',
            message: `Prices now show in ${next.currency.name} (${next.currency.symbol}).`,
          }
        : { title: 'Language updated', message: `The default language is now ${next.language.name}.` },
      onSaved: setStored,
      onQueued: () => setStored(next),
    })
    // A refused change goes back to what is stored, so the preview never shows an unsaved choice.
    if (!saved) setShown(stored)
    setBusy(false)
  }

  return (
    <Stack maw={720}>
      <Group justify="space-between">
        <Title order={2} size="h3">
          Global settings
        </Title>
        <HistoryButton
          variant="button"
          target={{ resource: 'global-settings', id: 'global-settings' }}
          name="Global settings"
          onRestored={(settings) => setStored(settings as GlobalSettings)}
          confirmRestore={confirmCurrencyRestore(stored.currency)}
        />
      </Group>
      {canEdit ? null : <ReadOnlyNote />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label="Default currency"
          value={shown.currency.code}
          disabled={!canEdit || busy}
          onChange={(e) => {
            const currency = CURRENCIES.find((c) => c.code === e.currentTarget.value)
            if (currency && currency.code !== shown.currency.code) setAskedCurrency({ ...currency })
          }}
          data={CURRENCIES.map((c) => ({ value: c.code, label: `${c.symbol} ${c.name} (${c.code})` }))}
        />
        <NativeSelect
          label="Default language"
          value={shown.language.code}
          disabled={!canEdit || busy}
          onChange={(e) => {
            const language = LANGUAGES.find((l) => l.code === e.currentTarget.value)
            if (language) choose({ ...shown, language: { ...language } }, { language })
          }}
          data={LANGUAGES.map((l) => ({ value: l.code, label: l.name }))}
        />
      </SimpleGrid>
      <CurrencyChangeDialog
        from={shown.currency}
        to={askedCurrency}
        onCancel={() => setAskedCurrency(null)}
        onConfirm={() => {
          if (askedCurrency) choose({ ...shown, currency: askedCurrency }, { currency: askedCurrency })
          setAskedCurrency(null)
        }}
      />
      <Paper withBorder p="md" radius="md">
        <GlobalPreview settings={shown} />
      </Paper>
      <CollectionFeeForm settings={stored} version={version} canEdit={canEdit} onSaved={setStored} />
      <GstinForm settings={stored} version={version} canEdit={canEdit} onSaved={setStored} />
    </Stack>
  )
}
