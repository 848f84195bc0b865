/**
 * The language switch (drawer and settings): a labelled native select of the store's languages, each
 * named in its own script (LOCALE_NAMES) and marked with its `lang`. A choice loads that language's texts,
 * is remembered on this device and re-renders the app in it (state/locale.ts).
 */
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { isLocale, LOCALE_NAMES, LOCALES } from '@storefront/sdk/core';
import { locale, setLocale } from '../state/locale';
import { messages } from '../messages/shell';
import { showError } from '../lib/dialogs';

/** The switch the shopper used, while the page it is on mounts again in the new language. */
let refocus: string | undefined;

export function LanguageSwitch({ id, label }: { id: string; label: string }) {
  const { current } = useSnapshot(locale);
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    // Rendered in the new language (the page around it may have mounted again): the focus stays on the
    // switch that was used.
    if (refocus === id) {
      refocus = undefined;
      select.current?.focus();
    }
  }, [id, current]);
  return (
    <div className="field language-switch">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        ref={select}
        value={current}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          refocus = id;
          setLocale(next).catch(() => {
            refocus = undefined;
            showError({ description: messages.common.pageFailedHint });
          });
        }}
      >
        {LOCALES.map((each) => (
          <option key={each} value={each} lang={each}>
            {LOCALE_NAMES[each]}
          </option>
        ))}
      </select>
    </div>
  );
}
