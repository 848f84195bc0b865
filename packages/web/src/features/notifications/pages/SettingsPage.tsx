/** /settings: the language, the theme, order updates (push notifications), and the notification sound and vibration flags of this device. */
import { useSnapshot } from 'valtio';
import { Choice } from '../../../components/ChoiceList';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { Page } from '../../../components/Page';
import { setTheme, theme } from '../../../lib/theme';
import { messages } from '../../../messages/account';
import { OrderUpdatesSetting } from '../components/OrderUpdatesSetting';
import { preferences } from '../store/preferences';
import '../../../styles/screens.css';

function Toggle({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (next: boolean) => void;
}) {
  return (
    <Choice
      id={id}
      role="switch"
      label={label}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

export default function SettingsPage() {
  const { current } = useSnapshot(theme);
  const { sound, vibration } = useSnapshot(preferences);
  return (
    <Page title={messages.pages.settings}>
      <div className="form">
        <div className="card checkout-section">
          <LanguageSwitch id="setting-language" label={messages.nav.language} />
        </div>
        <fieldset className="card checkout-section">
          <legend className="section-title">{messages.settingsPage.appearance}</legend>
          <Toggle
            id="setting-dark"
            label={messages.settingsPage.darkMode}
            checked={current === 'dark'}
            onChange={(dark) => setTheme(dark ? 'dark' : 'light')}
          />
        </fieldset>
        <fieldset className="card checkout-section">
          <legend className="section-title">{messages.settingsPage.notifications}</legend>
          <OrderUpdatesSetting />
          <Toggle
            id="setting-sound"
            label={messages.settingsPage.sound}
            checked={sound}
            onChange={(next) => {
              preferences.sound = next;
            }}
          />
          <Toggle
            id="setting-vibration"
            label={messages.settingsPage.vibration}
            checked={vibration}
            onChange={(next) => {
              preferences.vibration = next;
            }}
          />
        </fieldset>
      </div>
    </Page>
  );
}
