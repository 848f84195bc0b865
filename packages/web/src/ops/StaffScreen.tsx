import { STAFF_ROLES, type StaffRole } from '@storefront/sdk/core';
import { type FormEvent, useState } from 'react';
import { Button } from '../components/Button';
import { useFocusWhen } from './focus';
import { messages } from './messages';
import { describe, ops } from './session';
import { usePolling } from './usePolling';

const t = messages.staff;

/** The admin's staff accounts: every member with their role and state, adding or changing one, disabling. */
export function StaffScreen({ staffId }: { staffId: number }) {
  const { data, error, refresh } = usePolling('staff', () => ops.staff.list());
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('packer');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const headingRef = useFocusWhen<HTMLHeadingElement>(data !== undefined);
  const failureRef = useFocusWhen<HTMLParagraphElement>(failure);

  async function attempt(action: () => Promise<string>) {
    setBusy(true);
    setFailure(undefined);
    try {
      const done = await action();
      // The list shows the change before it is announced.
      await refresh();
      setNotice(done);
    } catch (caught) {
      const { title, description } = describe(caught);
      setFailure(`${title}. ${description}`);
    } finally {
      setBusy(false);
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    void attempt(async () => {
      const reply = await ops.staff.save({ name, email, role, password });
      setName('');
      setEmail('');
      setPassword('');
      return t.saved(reply.Staff.Name);
    });
  }

  return (
    <main id="main" className="ops-screen">
      <h1 ref={headingRef} tabIndex={-1}>
        {t.heading}
      </h1>
      <p className="ops-live" role="status">
        {notice}
      </p>
      {failure ? (
        <p ref={failureRef} tabIndex={-1} role="alert" className="field-error">
          {failure}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="field-error">
          {error.title}. {error.description}
        </p>
      ) : null}
      <h2>{t.members}</h2>
      <ul className="ops-list" data-testid="staff-members">
        {data?.Members.map((member) => (
          <li key={member.StaffId} data-testid="staff-member">
            <strong>
              {member.Name} {member.StaffId === staffId ? t.you : ''}
            </strong>
            <span>
              {member.Email} · {messages.role[member.Role]}
            </span>
            <span className={member.Disabled ? 'ops-badge' : 'muted small'}>
              {member.Disabled ? t.disabled : t.active}
            </span>
            {member.StaffId === staffId ? null : (
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                aria-label={member.Disabled ? t.enable(member.Name) : t.disable(member.Name)}
                onClick={() =>
                  void attempt(async () => {
                    const disabled = !member.Disabled;
                    await ops.staff.setDisabled({ staffId: member.StaffId, disabled });
                    return disabled ? t.disabledDone(member.Name) : t.enabledDone(member.Name);
                  })
                }
              >
                {member.Disabled ? t.enableShort : t.disableShort}
              </Button>
            )}
          </li>
        ))}
      </ul>

      <h2 id="ops-staff-save">{t.saveHeading}</h2>
      <p className="muted small">{t.saveHint}</p>
      <form className="ops-form" aria-labelledby="ops-staff-save" onSubmit={save}>
        <div className="field">
          <label htmlFor="ops-staff-name">{t.name}</label>
          <input
            id="ops-staff-name"
            required
            maxLength={100}
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="ops-staff-email">{t.email}</label>
          <input
            id="ops-staff-email"
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="ops-staff-role">{t.role}</label>
          <select
            id="ops-staff-role"
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((value) => (
              <option key={value} value={value}>
                {messages.role[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="ops-staff-password">{t.password}</label>
          <input
            id="ops-staff-password"
            type="password"
            required
            minLength={10}
            maxLength={256}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? messages.order.working : t.save}
        </Button>
      </form>
    </main>
  );
}
