/**
 * The staff's stock screen (/ops/v1/stock, docs/inventory.md): every hub's count of every counted option,
 * a page at a time, and the movements admins make (receive, adjust, move between hubs). Each movement is
 * one transaction with its movement rows (movements.ts), its audit row before → after, the catalog's cache
 * state moved when shoppers would see the difference (stock.ts `showChanges`), and — for a change at the
 * main hub, whose count the catalog shows — the shoppers waiting on "Notify me" told when it brings their
 * option back, as a catalog edit tells them (operations/catalog.ts).
 */
import { LOW_STOCK_AT, type StockAdjustReason, type StockUnit } from '@storefront/sdk/core';
import type { StockLevel, StockMovement } from '@storefront/sdk/ops';
import { type SQL, and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { productOptionGroups, productOptionRows, products } from '../catalog/tables.js';
import type { Database, Transaction } from '../db/index.js';
import { hubs } from '../hubs/tables.js';
import { notFound } from '../http/errors.js';
import { opsExtraMessages } from '../messages.js';
import { recordAudit } from '../staff/service.js';
import { staffMembers } from '../staff/tables.js';
import { type LevelKey, adjust, move, receive } from './movements.js';
import { type Level, availableOf, showChanges, unitsAvailable } from './stock.js';
import { stockLevels, stockMovements } from './tables.js';

type Db = Database | Transaction;

const words = opsExtraMessages.stock;

export const STOCK_PAGE_SIZE = 50;
export const MOVEMENTS_PAGE_SIZE = 50;

/**
 * "Notify me" (restock/availability.ts `watchBackInStock`), passed in by domains.ts: restock/ reads the
 * hubs' counts from inventory/, so inventory/ cannot import it. Before a change of a product's stock at
 * these hubs it takes the product row's lock and reads what shoppers can buy there (so no alert is written
 * between this read and the announcement); it answers what to call after the change, which tells the
 * shoppers waiting at those hubs for what came back and answers how many were told.
 */
export type RestockWatch = (
  tx: Transaction,
  productId: number,
  hubIds: readonly number[],
) => Promise<(() => Promise<number>) | undefined>;

/** Units of the option available (a level in grams divided by the option's grams), as shoppers are told. */
const available = sql<number>`floor(greatest(${stockLevels.onHand} - ${stockLevels.reserved}, 0) / ${stockLevels.perUnit})`;

/** Levels with their hub, product and option names; `where` on any of the joined tables. */
function levelRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      hubId: stockLevels.hubId,
      hubName: hubs.name,
      rowId: stockLevels.optionRowId,
      productId: products.id,
      productName: products.name,
      group: productOptionGroups.name,
      label: productOptionRows.label,
      onHand: stockLevels.onHand,
      reserved: stockLevels.reserved,
      unit: stockLevels.unit,
      perUnit: stockLevels.perUnit,
    })
    .from(stockLevels)
    .innerJoin(hubs, eq(hubs.id, stockLevels.hubId))
    .innerJoin(productOptionRows, eq(productOptionRows.id, stockLevels.optionRowId))
    .innerJoin(productOptionGroups, eq(productOptionGroups.id, productOptionRows.groupId))
    .innerJoin(products, eq(products.id, productOptionGroups.productId))
    .where(where);
}

type LevelRow = Awaited<ReturnType<typeof levelRows>>[number];

/** A level as the stock screen shows it: amounts in its unit; Low by units of the option left. */
function levelView(row: LevelRow): StockLevel {
  const left = Math.max(0, availableOf(row));
  return {
    Unit: row.unit,
    HubId: row.hubId,
    HubName: row.hubName,
    RowId: row.rowId,
    ProductId: row.productId,
    ProductName: row.productName,
    Option: `${row.group}: ${row.label}`,
    OnHand: row.onHand,
    Reserved: row.reserved,
    Available: left,
    Low: unitsAvailable(row) <= LOW_STOCK_AT,
  };
}

/** A product name containing the term, case aside (LIKE's own characters taken literally). */
const nameMatches = (term: string) =>
  sql`lower(${products.name}) like ${`%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;

export interface StockPageQuery {
  hubId?: number | undefined;
  low?: 'yes' | undefined;
  search?: string | undefined;
  pageNo: number;
}

/**
 * A page of counted options per hub, in the hubs' and the catalogue's order; `low` keeps the low-stock
 * alerts (LOW_STOCK_AT or fewer available, sold out included), lowest available first.
 */
export async function stockPage(db: Database, query: StockPageQuery) {
  const where = and(
    query.hubId !== undefined ? eq(stockLevels.hubId, query.hubId) : undefined,
    query.low ? sql`${available} <= ${LOW_STOCK_AT}` : undefined,
    query.search ? nameMatches(query.search) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(stockLevels)
    .innerJoin(productOptionRows, eq(productOptionRows.id, stockLevels.optionRowId))
    .innerJoin(productOptionGroups, eq(productOptionGroups.id, productOptionRows.groupId))
    .innerJoin(products, eq(products.id, productOptionGroups.productId))
    .where(where);
  const rows = await levelRows(db, where)
    .orderBy(
      ...(query.low ? [asc(available)] : []),
      asc(hubs.position),
      asc(hubs.id),
      asc(products.position),
      asc(products.id),
      asc(productOptionGroups.position),
      asc(productOptionGroups.id),
      asc(productOptionRows.position),
      asc(productOptionRows.id),
    )
    .limit(STOCK_PAGE_SIZE)
    .offset((query.pageNo - 1) * STOCK_PAGE_SIZE);
  return {
    Levels: rows.map(levelView),
    PageNo: query.pageNo,
    TotalPages: Math.ceil((total?.n ?? 0) / STOCK_PAGE_SIZE),
  };
}

/** These levels as the stock screen shows them, in the order given. */
async function levelViews(db: Db, keys: readonly LevelKey[]): Promise<StockLevel[]> {
  const rows = await levelRows(
    db,
    and(
      inArray(
        stockLevels.hubId,
        keys.map((key) => key.hubId),
      ),
      inArray(
        stockLevels.optionRowId,
        keys.map((key) => key.optionRowId),
      ),
    ),
  );
  return keys.flatMap((key) => {
    const row = rows.find((r) => r.hubId === key.hubId && r.rowId === key.optionRowId);
    return row ? [levelView(row)] : [];
  });
}

export interface MovementsQuery {
  hubId?: number | undefined;
  rowId?: number | undefined;
  pageNo: number;
}

/** A page of stock movements, newest first, with who made each (null for what an order did). */
export async function movementsPage(db: Database, query: MovementsQuery) {
  const where = and(
    query.hubId !== undefined ? eq(stockMovements.hubId, query.hubId) : undefined,
    query.rowId !== undefined ? eq(stockMovements.optionRowId, query.rowId) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(stockMovements).where(where);
  const rows = await db
    .select({ movement: stockMovements, staffName: staffMembers.name })
    .from(stockMovements)
    .leftJoin(staffMembers, eq(staffMembers.id, stockMovements.staffId))
    .where(where)
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(MOVEMENTS_PAGE_SIZE)
    .offset((query.pageNo - 1) * MOVEMENTS_PAGE_SIZE);
  const movements: StockMovement[] = rows.map(({ movement, staffName }) => ({
    MovementId: movement.id,
    HubId: movement.hubId,
    RowId: movement.optionRowId,
    Kind: movement.kind,
    Units: movement.units,
    Reason: movement.reason,
    OrderId: movement.orderId,
    StaffName: staffName,
    At: movement.createdAt.toISOString(),
  }));
  return {
    Movements: movements,
    PageNo: query.pageNo,
    TotalPages: Math.ceil((total?.n ?? 0) / MOVEMENTS_PAGE_SIZE),
  };
}

/** The hubs' names by id; 404 when one is not a hub. */
async function hubNames(tx: Transaction, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await tx
    .select({ id: hubs.id, name: hubs.name })
    .from(hubs)
    .where(inArray(hubs.id, [...ids]));
  if (ids.some((id) => !rows.some((row) => row.id === id))) throw notFound(words.unknownHub);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The product an option row belongs to; 404 when there is no such row. */
async function productOfOption(tx: Transaction, rowId: number): Promise<number> {
  const [row] = await tx
    .select({ productId: productOptionGroups.productId })
    .from(productOptionRows)
    .innerJoin(productOptionGroups, eq(productOptionGroups.id, productOptionRows.groupId))
    .where(eq(productOptionRows.id, rowId));
  if (!row) throw notFound(words.unknownOption);
  return row.productId;
}

/** A level a movement changed: before (undefined: the hub did not count the option) and after. */
interface Changed {
  key: LevelKey;
  before: Level | undefined;
  /** With how much of it one unit of the option is (1, or its grams). */
  after: Level & { perUnit: number };
}

/** What a movement did, and its audit row's before and after (BackInStock is added to after). */
interface Movement {
  changed: Changed[];
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

interface StockChange {
  staffId: number;
  /** The audit row's action. */
  action: 'receiveStock' | 'adjustStock' | 'moveStock';
  restock: RestockWatch;
  hubIds: readonly number[];
  rowId: number;
  /** The movement itself, given the hubs' names and their levels of the option before it. */
  run: (tx: Transaction, hubsNow: HubsNow) => Promise<Movement>;
}

interface HubsNow {
  names: Map<number, string>;
  /** Each hub's level of the option before the movement (absent: not counted there). */
  levels: Map<number, Level>;
}

/**
 * The hubs' levels of one option, locked in the hubs' order (so two moves the opposite ways wait for one
 * another instead of deadlocking), as they are before a movement.
 */
async function lockLevels(tx: Transaction, hubIds: readonly number[], rowId: number) {
  const rows = await tx
    .select()
    .from(stockLevels)
    .where(and(inArray(stockLevels.hubId, [...hubIds]), eq(stockLevels.optionRowId, rowId)))
    .orderBy(asc(stockLevels.hubId))
    .for('update');
  return new Map(rows.map((row) => [row.hubId, { onHand: row.onHand, reserved: row.reserved }]));
}

/**
 * One movement in one transaction: the hubs and the option checked (404), the product row locked and its
 * options read when the main hub is among the hubs (as a catalog edit does, so no alert is written between
 * the read and the announcement), the movement, the cache state moved when shoppers see a difference, the
 * shoppers waiting for an option that came back at the main hub told, and the audit row. Answers the
 * levels the movement changed.
 */
async function changeStock(db: Database, change: StockChange): Promise<{ Levels: StockLevel[] }> {
  return db.transaction(async (tx) => {
    const names = await hubNames(tx, change.hubIds);
    const productId = await productOfOption(tx, change.rowId);
    const announce = await change.restock(tx, productId, change.hubIds);
    const levels = await lockLevels(tx, change.hubIds, change.rowId);
    const moved = await change.run(tx, { names, levels });
    await showChanges(
      tx,
      moved.changed.map(({ before, after }) => [
        before ? availableOf(before) : Infinity,
        availableOf(after),
        after.perUnit,
      ]),
    );
    const backInStock = announce ? await announce() : 0;
    if (moved.changed.some(({ before, after }) => before?.onHand !== after.onHand))
      await recordAudit(tx, {
        staffId: change.staffId,
        action: change.action,
        orderId: null,
        before: moved.before,
        after: { ...moved.after, ...(backInStock > 0 ? { BackInStock: backInStock } : {}) },
      });
    return {
      Levels: await levelViews(
        tx,
        moved.changed.map(({ key }) => key),
      ),
    };
  });
}

const levelAudit = (key: LevelKey, level: Level | undefined) => ({
  HubId: key.hubId,
  RowId: key.optionRowId,
  OnHand: level?.onHand ?? null,
});

/** POST /stock/receive: a supplier's delivery at a hub (starts counting an option not counted there). */
export function receiveStock(
  db: Database,
  restock: RestockWatch,
  staffId: number,
  input: {
    hubId: number;
    rowId: number;
    units: number;
    unit?: StockUnit | undefined;
    note: string;
  },
) {
  const key = { hubId: input.hubId, optionRowId: input.rowId };
  return changeStock(db, {
    staffId,
    action: 'receiveStock',
    restock,
    hubIds: [input.hubId],
    rowId: input.rowId,
    run: async (tx, { levels }) => {
      const before = levels.get(key.hubId);
      const after = await receive(tx, key, input.units, {
        staffId,
        note: input.note,
        unit: input.unit,
      });
      return {
        changed: [{ key, before, after }],
        before: levelAudit(key, before),
        after: { ...levelAudit(key, after), Received: input.units, Note: input.note },
      };
    },
  });
}

/** POST /stock/adjust: a count corrected by hand with its reason, never below what orders hold (409). */
export function adjustStock(
  db: Database,
  restock: RestockWatch,
  staffId: number,
  input: { hubId: number; rowId: number; change: number; reason: StockAdjustReason; note: string },
) {
  const key = { hubId: input.hubId, optionRowId: input.rowId };
  return changeStock(db, {
    staffId,
    action: 'adjustStock',
    restock,
    hubIds: [input.hubId],
    rowId: input.rowId,
    run: async (tx, { levels }) => {
      const before = levels.get(key.hubId);
      const after = await adjust(tx, key, input.change, {
        staffId,
        reason: input.reason,
        note: input.note,
      });
      return {
        changed: [{ key, before, after }],
        before: levelAudit(key, before),
        after: { ...levelAudit(key, after), Reason: input.reason, Note: input.note },
      };
    },
  });
}

/** POST /stock/move: units from one hub's shelf to another's, never more than are available (409). */
export function moveStock(
  db: Database,
  restock: RestockWatch,
  staffId: number,
  input: { fromHubId: number; toHubId: number; rowId: number; units: number },
) {
  const from = { hubId: input.fromHubId, optionRowId: input.rowId };
  const to = { hubId: input.toHubId, optionRowId: input.rowId };
  return changeStock(db, {
    staffId,
    action: 'moveStock',
    restock,
    hubIds: [...new Set([input.fromHubId, input.toHubId])],
    rowId: input.rowId,
    run: async (tx, { names, levels }) => {
      const was = [levels.get(input.fromHubId), levels.get(input.toHubId)] as const;
      const is = await move(tx, from, input.toHubId, input.units, {
        staffId,
        fromName: names.get(input.fromHubId)!,
        toName: names.get(input.toHubId)!,
      });
      const audit = (levels: readonly [Level | undefined, Level | undefined]) => ({
        RowId: input.rowId,
        FromHubId: input.fromHubId,
        FromOnHand: levels[0]?.onHand ?? null,
        ToHubId: input.toHubId,
        ToOnHand: levels[1]?.onHand ?? null,
      });
      return {
        changed: [
          { key: from, before: was[0], after: is[0] },
          { key: to, before: was[1], after: is[1] },
        ],
        before: audit(was),
        after: { ...audit(is), Moved: input.units },
      };
    },
  });
}
