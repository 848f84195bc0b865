/** The install-app dialog in its six platform variants (spec section 2); images are width 80. */
import { useSnapshot } from 'valtio';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { closeInstall, dialogs } from '../../lib/dialogs';
import { install, promptInstall } from '../../lib/install';
import { detectInstallPlatform, type InstallPlatform } from '../../lib/installPlatform';
import { messages } from '../../messages/install';

const m = messages.install;

type StepText =
  | 'iosStep1'
  | 'iosStep2'
  | 'firefoxStep1'
  | 'firefoxStep2'
  | 'newFirefoxStep1'
  | 'newFirefoxStep2'
  | 'operaStep1'
  | 'operaStep2';

/** A step's picture and its text's key (read when rendering: the language can change). */
interface Step {
  image: string;
  text: StepText;
}

const steps: Record<Exclude<InstallPlatform, 'native' | 'other'>, Step[]> = {
  ios: [
    { image: '/install/ios-share.svg', text: 'iosStep1' },
    { image: '/install/add-home.svg', text: 'iosStep2' },
  ],
  'firefox-android': [
    { image: '/install/firefox-address-bar.svg', text: 'firefoxStep1' },
    { image: '/install/add-home.svg', text: 'firefoxStep2' },
  ],
  'new-firefox-android': [
    { image: '/install/browser-menu.svg', text: 'newFirefoxStep1' },
    { image: '/install/app-install.svg', text: 'newFirefoxStep2' },
  ],
  opera: [
    { image: '/install/opera-menu.svg', text: 'operaStep1' },
    { image: '/install/add-home.svg', text: 'operaStep2' },
  ],
};

function StepImage({ src }: { src: string }) {
  return <img src={src} alt="" width={80} height={80} className="install-img" />;
}

export function InstallDialog({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  const { open } = useSnapshot(dialogs.install);
  const { canPromptNatively } = useSnapshot(install);
  const platform = detectInstallPlatform(userAgent, canPromptNatively);

  let body;
  let actions;
  if (platform === 'native') {
    body = (
      <div className="install-native">
        <StepImage src="/install/app-install.svg" />
        <p>{m.intro}</p>
      </div>
    );
    actions = (
      <>
        <Button variant="ghost" onClick={closeInstall}>
          {m.remindLater}
        </Button>
        <Button
          data-autofocus
          onClick={() => {
            closeInstall();
            void promptInstall();
          }}
        >
          {m.installNow}
        </Button>
      </>
    );
  } else if (platform === 'other') {
    body = (
      <div className="install-native">
        <StepImage src="/install/not-supported.svg" />
        <p>{m.unsupported}</p>
        <p className="muted">{m.unsupportedHint}</p>
      </div>
    );
    actions = <Button onClick={closeInstall}>{m.close}</Button>;
  } else {
    body = (
      <>
        <p>{m.intro}</p>
        <ol className="install-steps">
          {steps[platform].map((step) => (
            <li key={step.text}>
              <StepImage src={step.image} />
              <span>{m[step.text]}</span>
            </li>
          ))}
        </ol>
      </>
    );
    actions = <Button onClick={closeInstall}>{m.close}</Button>;
  }
  return (
    <Dialog
      open={open}
      title={m.title}
      onClose={closeInstall}
      className={`install install-${platform}`}
      actions={actions}
    >
      <div data-platform={platform}>{body}</div>
    </Dialog>
  );
}
