/** Staff accounts, their sign-in and the audit trail of what they do. */
import type { Locale, StaffRole } from '@storefront/sdk/core';
import { and, asc, count, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
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

/**
 * The hubs a member works at are the hubs domain's (hubs/tables.ts names staff members, so staff may not
 * import it: architecture.test.ts refuses import cycles). hubs/service.ts lends these calls as it loads,
 * which the app does; staff asks through them.
 */
export interface StaffHubLink {
  /** Each member's hub ids (a member at no hub: an empty list). */
  hubIdsOf(db: Db, staffIds: readonly number[]): Promise<Map<number, number[]>>;
  /** Gives a member at no hub the main hub. */
  startAtMainHub(db: Db, staffId: number): Promise<void>;
}

let hubLink: StaffHubLink | undefined;

export function linkStaffHubs(link: StaffHubLink): void {
  hubLink = link;
}

/** Each member's hub ids; undefined while no hubs domain is loaded (a script using staff alone). */
export async function hubIdsOfStaff(
  db: Db,
  staffIds: readonly number[],
): Promise<Map<number, number[]> | undefined> {
  return hubLink?.hubIdsOf(db, staffIds);
}

/**
 * Creates a member, or sets the role, name and password of the one with that email (and unlocks it). A
 * member who becomes a packer or rider here (new, or an admin until now) and works at no hub starts at
 * the main hub, so a store of one hub, and the members tests make, work as before hubs; an admin moves
 * them with POST /staff/hubs. A later save keeps their hubs, none included.
 */
export async function saveStaff(db: Db, staff: NewStaff): Promise<StaffRow> {
  const before = await findStaffByEmail(db, staff.email);
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
  if (staff.role !== 'admin' && (before === undefined || before.role === 'admin'))
    await hubLink?.startAtMainHub(db, row!.id);
  return row!;
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(eq(staffMembers.email, normalEmail(email)));
  return row;
}

/** Password attempts in a row (see signInStaff) before sign-in is locked, and for how long. */
export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_LOCK_MS = 15 * 60_000;

/**
 * The member for a right email and password, null for a wrong one (a wrong email costs the same time),
 * 'locked' while the member's sign-in is locked.
 *
 * An attempt is counted before its password is checked, in the one statement that decides whether it may
 * be checked at all: parallel attempts on any number of servers cannot check more than
 * MAX_FAILED_SIGN_INS passwords, as they could when the count came after the (slow) check. So
 * failedSignIns counts the attempts since the last right password, the ones still being checked
 * included; the attempt that makes it MAX_FAILED_SIGN_INS locks sign-in for SIGN_IN_LOCK_MS as it is
 * admitted (and starts the count again for after the lock), and a right password clears the count and the
 * lock. "In a row" therefore means: MAX_FAILED_SIGN_INS attempts with no right password finishing among
 * them. The lock needs no clean-up when a server dies mid-check: it simply runs out.
 */
export async function signInStaff(
  db: Database,
  email: string,
  password: string,
): Promise<StaffRow | 'locked' | null> {
  const now = new Date();
  const reachesMax = sql`${staffMembers.failedSignIns} + 1 >= ${MAX_FAILED_SIGN_INS}`;
  const [admitted] = await db
    .update(staffMembers)
    .set({
      failedSignIns: sql`case when ${reachesMax} then 0 else ${staffMembers.failedSignIns} + 1 end`,
      lockedUntil: sql`case when ${reachesMax} then ${new Date(now.getTime() + SIGN_IN_LOCK_MS).toISOString()}::timestamptz else null end`,
    })
    .where(
      and(
        eq(staffMembers.email, normalEmail(email)),
        or(isNull(staffMembers.lockedUntil), lte(staffMembers.lockedUntil, now)),
      ),
    )
    .returning();
  if (!admitted) {
    // Not admitted: a locked member, or no member (checked against the decoy, so it takes as long).
    if (await findStaffByEmail(db, email)) return 'locked';
    await verifyPassword(password, await decoyHash());
    return null;
  }
  if (!(await verifyPassword(password, admitted.passwordHash))) return null;
  await db
    .update(staffMembers)
    .set({ failedSignIns: 0, lockedUntil: null })
    .where(eq(staffMembers.id, admitted.id));
  return admitted.disabledAt ? null : { ...admitted, failedSignIns: 0, lockedUntil: null };
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

/**
 * A member's own console language (docs/i18n.md, "The staff console"). A preference of their own, like
 * signing out or sharing their position: no audit row (the trail records what staff do to orders, stock,
 * the catalog, complaints and members).
 */
export async function setStaffLocale(
  db: Database,
  staffId: number,
  locale: Locale,
): Promise<StaffRow> {
  const [row] = await db
    .update(staffMembers)
    .set({ locale })
    .where(eq(staffMembers.id, staffId))
    .returning();
  return row!;
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
