/** /user/profile: the shopper's name and contacts (the identity used to sign in cannot change) and sign-out. */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Button } from '../../../components/Button';
import { Page } from '../../../components/Page';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/FormField';
import { crossFeature } from '../../../lib/crossFeature';
import { showSuccess } from '../../../lib/dialogs';
import { messages } from '../../../messages/account';
import { loadProfile, updateProfile, user } from '../../../state/user';
import { LoadFailed, StaleNote } from '../../../components/LoadFailed';
import { useOnBackOnline } from '../../../state/reads';
import '../../../styles/screens.css';

type ProfileData = NonNullable<typeof user.state.profile>;

function Profile() {
  const { profile, profileRead } = useSnapshot(user.state);
  useEffect(() => {
    void loadProfile();
  }, []);
  useOnBackOnline(() => {
    if (user.state.profileRead.error) void loadProfile();
  });
  const retry = () => void loadProfile();
  if (!profile) {
    // Not read (offline, a failure): said with a retry, never a spinner that does not end.
    if (profileRead.error && !profileRead.busy) {
      return <LoadFailed error={profileRead.error} offline={messages.stale} onRetry={retry} />;
    }
    return <Spinner />;
  }
  return (
    <>
      <StaleNote read={profileRead} texts={messages.stale} onRetry={retry} />
      <ProfileForm profile={profile} />
    </>
  );
}

/** Mounted with the profile: its fields start with the saved values (never an empty first frame). */
function ProfileForm({ profile }: { profile: ProfileData }) {
  const [username, setUsername] = useState(profile.Username);
  const [email, setEmail] = useState(profile.Email);
  const [phoneNumber, setPhoneNumber] = useState(profile.PhoneNumber);
  const [busy, setBusy] = useState(false);
  const [, navigate] = useLocation();

  // A newer profile (saved here, or read again) replaces what the fields show.
  useEffect(() => {
    setUsername(profile.Username);
    setEmail(profile.Email);
    setPhoneNumber(profile.PhoneNumber);
  }, [profile]);

  const signedInWithEmail =
    profile.LoginFrom.toLowerCase().includes('email') || profile.LoginFrom === 'Google';
  const signedInWithPhone = profile.LoginFrom.toLowerCase().includes('phone');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const changes = {
      ...(username.trim() !== profile.Username ? { username: username.trim() } : {}),
      ...(!signedInWithEmail && email.trim() !== profile.Email && email.trim()
        ? { email: email.trim() }
        : {}),
      ...(!signedInWithPhone && phoneNumber.trim() !== profile.PhoneNumber && phoneNumber.trim()
        ? { phoneNumber: phoneNumber.trim() }
        : {}),
    };
    if (await updateProfile(changes)) showSuccess({ description: messages.profilePage.saved });
    setBusy(false);
  };

  return (
    <form className="form card checkout-section" onSubmit={(event) => void submit(event)}>
      <p className="muted small">{messages.profilePage.signedInWith(profile.LoginFrom)}</p>
      <TextField
        label={messages.profilePage.username}
        id="profile-name"
        value={username}
        autoComplete="name"
        onChange={(event) => setUsername(event.target.value)}
      />
      <TextField
        label={messages.profilePage.email}
        id="profile-email"
        type="email"
        value={email}
        readOnly={signedInWithEmail}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={messages.profilePage.phoneNumber}
        id="profile-phone"
        type="tel"
        value={phoneNumber}
        readOnly={signedInWithPhone}
        onChange={(event) => setPhoneNumber(event.target.value)}
      />
      <Button type="submit" disabled={busy}>
        {messages.profilePage.save}
      </Button>
      <Button variant="ghost" onClick={() => void crossFeature.logout().then(() => navigate('/'))}>
        {messages.auth.logout}
      </Button>
      {/* Where a stuck sign-in or app is put right (the page was linked from nowhere). */}
      <Link href="/instruction-clear-browser-data" className="small">
        {messages.auth.clearDataHelp}
      </Link>
    </form>
  );
}

export default function ProfilePage() {
  return (
    <Page title={messages.pages.profile}>
      <RequireSignIn>
        <Profile />
      </RequireSignIn>
    </Page>
  );
}
