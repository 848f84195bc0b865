/** Adding a staff member, or changing one by their email: name, email, role and a new password. */
import { STAFF_ROLES, type StaffRole } from '@storefront/sdk/core';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { messages } from '../messages';
import { ops } from '../session';
import type { StaffAttempt } from './useStaffActions';

const t = messages.staff;

function RoleField({ role, onChange }: { role: StaffRole; onChange: (role: StaffRole) => void }) {
  return (
    <div className="field">
      <label htmlFor="ops-staff-role">{t.role}</label>
      <select
        id="ops-staff-role"
        value={role}
        onChange={(event) => onChange(event.target.value as StaffRole)}
      >
        {STAFF_ROLES.map((value) => (
          <option key={value} value={value}>
            {messages.role[value]}
          </option>
        ))}
      </select>
    </div>
  );
}

export function StaffSaveForm({ busy, attempt }: { busy: boolean; attempt: StaffAttempt }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('packer');
  const [password, setPassword] = useState('');

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
      <RoleField role={role} onChange={setRole} />
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
  );
}
