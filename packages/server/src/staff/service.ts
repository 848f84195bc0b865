/** Staff accounts, their sign-in and the audit trail of what they do. */
import type { StaffRole } from '@storefront/sdk/core';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
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

/** Creates a member, or sets the role, name and password of the one with that email (and unlocks it). */
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
      // A new password also lifts a sign-in lock.
      set: {
        name: values.name,
        role: values.role,
        passwordHash: values.passwordHash,
        failedSignIns: 0,
        lockedUntil: null,
      },
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

/** Wrong passwords in a row before sign-in is locked, and for how long. */
export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_LOCK_MS = 15 * 60_000;

/**
 * The member for a right email and password, null for a wrong one (a wrong email costs the same time),
 * 'locked' while the member's sign-in is locked after MAX_FAILED_SIGN_INS wrong passwords in a row.
 */
export async function signInStaff(
  db: Database,
  email: string,
  password: string,
): Promise<StaffRow | 'locked' | null> {
  const member = await findStaffByEmail(db, email);
  if (member?.lockedUntil && member.lockedUntil.getTime() > Date.now()) return 'locked';
  const matches = await verifyPassword(password, member?.passwordHash ?? (await decoyHash()));
  if (!member) return null;
  if (!matches) {
    // Counted in SQL, so concurrent wrong attempts on several servers all count.
    const [counted] = await db
      .update(staffMembers)
      .set({ failedSignIns: sql`${staffMembers.failedSignIns} + 1` })
      .where(eq(staffMembers.id, member.id))
      .returning({ failed: staffMembers.failedSignIns });
    if ((counted?.failed ?? 0) >= MAX_FAILED_SIGN_INS)
      await db
        .update(staffMembers)
        .set({ failedSignIns: 0, lockedUntil: new Date(Date.now() + SIGN_IN_LOCK_MS) })
        .where(eq(staffMembers.id, member.id));
    return null;
  }
  if (member.failedSignIns > 0 || member.lockedUntil)
    await db
      .update(staffMembers)
      .set({ failedSignIns: 0, lockedUntil: null })
      .where(eq(staffMembers.id, member.id));
  return member.disabledAt ? null : member;
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

/** Audit rows with who made them (the member's name and email as they are now). */
const auditWithStaff = (db: Database) =>
  db
    .select({
      id: staffAudit.id,
      staffId: staffAudit.staffId,
      staffName: staffMembers.name,
      staffEmail: staffMembers.email,
      action: staffAudit.action,
      orderId: staffAudit.orderId,
      before: staffAudit.before,
      after: staffAudit.after,
      at: staffAudit.at,
    })
    .from(staffAudit)
    .innerJoin(staffMembers, eq(staffMembers.id, staffAudit.staffId));

export type AuditRow = Awaited<ReturnType<typeof auditOfOrder>>[number];

/** An order's trail, oldest first. */
export async function auditOfOrder(db: Database, orderId: number) {
  return auditWithStaff(db).where(eq(staffAudit.orderId, orderId)).orderBy(asc(staffAudit.id));
}

export const AUDIT_PAGE_SIZE = 50;

/** The latest staff actions of every kind, newest first, a page at a time. */
export async function recentAudit(db: Database, pageNo: number) {
  const [total] = await db.select({ n: count() }).from(staffAudit);
  const rows = await auditWithStaff(db)
    .orderBy(desc(staffAudit.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((pageNo - 1) * AUDIT_PAGE_SIZE);
  return { rows, totalPages: Math.ceil((total?.n ?? 0) / AUDIT_PAGE_SIZE) };
}

export async function listStaff(db: Database): Promise<StaffRow[]> {
  return db.select().from(staffMembers).orderBy(asc(staffMembers.id));
}

/** What an audit row keeps of a member: never the password hash. */
export const auditedMember = (row: StaffRow | undefined) =>
  row
    ? { Email: row.email, Name: row.name, Role: row.role, Disabled: row.disabledAt !== null }
    : null;

/** An admin creates or changes a member; one transaction with its audit row. */
export async function saveStaffAudited(
  db: Database,
  adminId: number,
  staff: NewStaff,
): Promise<StaffRow> {
  return db.transaction(async (tx) => {
    const before = await findStaffByEmail(tx, staff.email);
    const after = await saveStaff(tx, staff);
    await recordAudit(tx, {
      staffId: adminId,
      action: 'saveStaff',
      orderId: null,
      before: auditedMember(before),
      after: { ...auditedMember(after), PasswordChanged: true },
    });
    return after;
  });
}

/** Disables or enables a member; undefined when no member has that id. */
export async function setStaffDisabled(
  db: Database,
  adminId: number,
  staffId: number,
  disabled: boolean,
): Promise<StaffRow | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.id, staffId))
      .for('update');
    if (!before) return undefined;
    const [after] = await tx
      .update(staffMembers)
      .set({ disabledAt: disabled ? (before.disabledAt ?? new Date()) : null })
      .where(eq(staffMembers.id, staffId))
      .returning();
    await recordAudit(tx, {
      staffId: adminId,
      action: disabled ? 'disableStaff' : 'enableStaff',
      orderId: null,
      before: auditedMember(before),
      after: auditedMember(after),
    });
    return after;
  });
}
