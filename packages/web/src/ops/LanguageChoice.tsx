/**
 * The header's language switch (docs/i18n.md, "The staff console"): a labelled native select of the
 * store's languages, each named in its own script (LOCALE_NAMES, marked with its `lang` and not to be
 * translated). A choice applies at once (the console re-renders in it, the switch keeps the focus) and is
 * kept with the member on the server, so their next sign-in, on any device, starts in it.
 */
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@storefront/sdk/core';
import { useState } from 'react';
import { applyLanguage, useLanguage } from './language';
import { messages } from './messages';
import { describe, ops, updateMember } from './session';

export function LanguageChoice() {
  const current = useLanguage();
  const [failure, setFailure] = useState<string>();

  async function choose(next: Locale) {
    setFailure(undefined);
    try {
      await applyLanguage(next);
    } catch {
      setFailure(messages.language.notLoaded);
      return;
    }
    try {
      updateMember((await ops.staff.setLanguage({ locale: next })).Staff);
    } catch (error) {
      const { title, description } = describe(error);
      setFailure(`${messages.language.notSaved} ${title}. ${description}`);
    }
  }

  return (
    <div className="field ops-language">
      <label htmlFor="ops-language">{messages.language.label}</label>
      <select
        id="ops-language"
        value={current}
        aria-describedby={failure ? 'ops-language-failure' : undefined}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) void choose(next);
        }}
      >
        {LOCALES.map((each) => (
          <option key={each} value={each} lang={each} translate="no">
            {LOCALE_NAMES[each]}
          </option>
        ))}
      </select>
      {failure ? (
        <p id="ops-language-failure" role="alert" className="field-error">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
