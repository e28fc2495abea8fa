import { SITE_LANGUAGE_NAMES, SITE_LANGUAGES, siteLanguageOf } from '@labsite/shared'
import { useTranslation } from 'react-i18next'
import { chooseLanguage } from '../i18n'
import classes from './LanguageSwitch.module.css'

/**
 * The header's language switch; the choice is remembered on this browser (the site default otherwise).
 * A plain <select>: it is on every page's first screen, so it pulls no input components into the home
 * page's first load.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation()
  return (
    <select
      aria-label={t('header.language')}
      className={classes.select}
      value={siteLanguageOf(i18n.language)}
      onChange={(event) => void chooseLanguage(siteLanguageOf(event.currentTarget.value))}
    >
      {SITE_LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {SITE_LANGUAGE_NAMES[code]}
        </option>
      ))}
    </select>
  )
}
