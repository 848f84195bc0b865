/** Staff accounts, their sign-in and the audit trail of what they do. */
import type { StaffRole } from '@storefront/sdk/core';
import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.js';
import { decoyHash, hashPassword, verifyPassword } from './password.js';
import { staffAudit, staffMembers } from './tables.js';

type Db = Database | Transaction;
export type StaffRow = typeof staffMembers.$inferSelect;

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

const normalEmail = (email: string) => email.trim().toLowerCase();

/** Creates a member, or sets the role, name and password of the one with that email. */
export async function saveStaff(db: Db, staff: NewStaff): Promise<StaffRow> {
  const values = {
    email: normalEmail(staff.email),
    name: staff.name,
    role: staff.role,
    passwordHash: await hashPassword(staff.password),
  };
  const [row] = await db
    .insert(staffMembers)
    .values(values)
    .onConflictDoUpdate({
      target: staffMembers.email,
      set: { name: values.name, role: values.role, passwordHash: values.passwordHash },
    })
    .returning();
  return row!;
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(eq(staffMembers.email, normalEmail(email)));
  return row;
}

/** The member for a right email and password, else null (a wrong email costs the same time). */
export async function signInStaff(
  db: Database,
  email: string,
  password: string,
): Promise<StaffRow | null> {
  const member = await findStaffByEmail(db, email);
  const matches = await verifyPassword(password, member?.passwordHash ?? (await decoyHash()));
  return member && matches && !member.disabledAt ? member : null;
}

/** The member a token names, if still enabled. */
export async function activeStaff(db: Database, staffId: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, staffId));
  return row && !row.disabledAt ? row : undefined;
}

export interface AuditRecord {
  staffId: number;
  action: string;
  orderId: number | null;
  before: unknown;
  after: unknown;
}

/** Written in the transaction of the action itself, so an action and its audit row exist together. */
export async function recordAudit(tx: Db, record: AuditRecord): Promise<void> {
  await tx.insert(staffAudit).values(record);
}

export async function auditOfOrder(db: Database, orderId: number) {
  return db
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.orderId, orderId))
    .orderBy(asc(staffAudit.id));
}
