/**
 * Sandbox mode only: one admin, one packer and one rider with known passwords, created at start-up when
 * missing, so a fresh clone can sign in at /ops. Never called in production.
 */
import type { StaffRole } from '@storefront/sdk/core';
import type { Database } from '../db/index.js';
import { findStaffByEmail, saveStaff } from './service.js';

export const SANDBOX_STAFF: readonly {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  /** A made-up number the shop's "Call the rider" dials in sandbox (docs/after-the-order.md). */
  phone?: string;
}[] = [
  {
    email: 'admin@sandbox.test',
    name: 'Sandbox Admin',
    role: 'admin',
    password: 'sandbox-admin-1',
    phone: '+919000000001',
  },
  {
    email: 'packer@sandbox.test',
    name: 'Sandbox Packer',
    role: 'packer',
    password: 'sandbox-packer-1',
  },
  {
    email: 'rider@sandbox.test',
    name: 'Sandbox Rider',
    role: 'rider',
    password: 'sandbox-rider-1',
    phone: '+919000000003',
  },
];

/** Creates the members that are missing; answers all of them, for the start-up log. */
export async function seedSandboxStaff(db: Database) {
  for (const member of SANDBOX_STAFF)
    if (!(await findStaffByEmail(db, member.email))) await saveStaff(db, member);
  return SANDBOX_STAFF;
}
