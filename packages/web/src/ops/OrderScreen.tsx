import {
  DELIVERY_COLLECTION_METHODS,
  REFUND_DESTINATIONS,
  movesFor,
  waitsForCollection,
  type DeliveryCollectionMethod,
  type OrderMove,
  type OrderStatus,
  type RefundDestination,
  type StaffRole,
} from '@storefront/sdk/core';
import type { OpsOrderDetails, OpsOrderLine, PackedLine } from '@storefront/sdk/ops';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../components/Button';
import { formatDateTime, formatWindow } from '../lib/dateTime';
import { RefundRequest } from './RefundRequest';
import { formatPaise } from '../lib/money';
import { moneyOf } from '../lib/orderMoney';
import { AuditList } from './AuditList';
import { messages } from './messages';
import { describe, ops } from './session';
import { usePolling } from './usePolling';

const t = messages.order;

interface LineInput {
  grams: string;
  pieces: string;
  short: boolean;
}

/** A timeline entry's status in staff words (the entries carry the API's names). */
function statusName(status: string): string {
  return Object.hasOwn(messages.status, status) ? messages.status[status as OrderStatus] : status;
}

function optionsOf(line: OpsOrderLine): string {
  return Object.values(line.SelectedOptions)
    .map((option) => option.Label)
    .join(', ');
}

/** A whole number of grams or pieces typed in a field, or undefined. */
function wholeNumber(text: string | undefined): number | undefined {
  const value = Number.parseInt(text ?? '', 10);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * One line's packing as the API takes it, or the words saying what is missing: a line sold by the piece
 * (no ordered grams, e.g. eggs) by its count, 0 to the quantity ordered; a weighed line by its grams.
 */
function packedLine(line: OpsOrderLine, input: LineInput | undefined): PackedLine | string {
  if (input?.short) return { lineId: line.LineId, short: true };
  const pieces = wholeNumber(input?.pieces);
  if (line.OrderedGrams === null) {
    return pieces !== undefined && pieces <= line.Qty
      ? { lineId: line.LineId, pieces }
      : t.piecesRequired(line.ProductName, line.Qty);
  }
  const grams = wholeNumber(input?.grams);
  if (grams === undefined) return t.gramsRequired;
  return { lineId: line.LineId, grams, ...(pieces !== undefined ? { pieces } : {}) };
}

/** Every line's packing, or the words of the first line that is not filled in. */
function packedLines(
  order: OpsOrderDetails,
  inputs: Record<number, LineInput>,
): PackedLine[] | string {
  const lines: PackedLine[] = [];
  for (const line of order.Lines) {
    const packed = packedLine(line, inputs[line.LineId]);
    if (typeof packed === 'string') return packed;
    lines.push(packed);
  }
  return lines;
}

/** What was packed: 'Packed 2 pieces' for a line sold by the piece, 'Packed 940 g, 6 pieces' for a weighed one. */
function packedNote(line: OpsOrderLine): string | null {
  if (line.OrderedGrams === null)
    return line.PackedPieces !== null ? t.packed(t.packedPieces(line.PackedPieces)) : null;
  if (line.PackedGrams === null) return null;
  const pieces = line.PackedPieces !== null ? `, ${t.packedPieces(line.PackedPieces)}` : '';
  return `${t.packed(messages.grams(line.PackedGrams))}${pieces}`;
}

function LineView({ line }: { line: OpsOrderLine }) {
  return (
    <>
      <span className="ops-line-name">
        {line.Qty} × {line.ProductName}
      </span>
      {optionsOf(line) ? <span>{optionsOf(line)}</span> : null}
      <span className="muted small">
        {line.OrderedGrams === null ? t.byPiece : t.ordered(messages.grams(line.OrderedGrams))} ·{' '}
        {formatPaise(line.LineTotal)}
      </span>
      {line.Short ? <span>{t.short}</span> : null}
      {packedNote(line) ? <span>{packedNote(line)}</span> : null}
      {line.WeightCredit > 0 ? (
        <span className="ops-credit">{t.credit(formatPaise(line.WeightCredit))}</span>
      ) : null}
      {line.Refunded > 0 ? (
        <span className="ops-credit">{t.refunded(formatPaise(line.Refunded))}</span>
      ) : null}
    </>
  );
}

/** What is left of a line to refund: its total less its weight credit and earlier refunds. */
const refundableOf = (line: OpsOrderLine) => line.LineTotal - line.WeightCredit - line.Refunded;

/**
 * An admin's refund of a delivered line (a quality complaint): the amount, where it goes (the wallet, or
 * the original payment method, which the server refuses for an order not paid online) and why.
 */
function RefundForm({
  order,
  line,
  busy,
  onRefund,
  onCancel,
}: {
  order: OpsOrderDetails;
  line: OpsOrderLine;
  busy: boolean;
  onRefund: (request: { reason: string; destination: RefundDestination }) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [destination, setDestination] = useState<RefundDestination>('Wallet');
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const id = `ops-refund-${line.LineId}`;
  const amount = formatPaise(refundableOf(line));
  useEffect(() => {
    reasonRef.current?.focus();
  }, []);

  return (
    <form
      className="ops-fail"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        onRefund({ reason: reason.trim(), destination });
      }}
    >
      <h3 id={`${id}-heading`}>{t.refundHeading(line.ProductName)}</h3>
      <p>{t.refundWhat(amount)}</p>
      {order.PaymentStatus === 'DueOnDelivery' ? (
        <p className="ops-notice">{t.refundOffCollection}</p>
      ) : (
        <fieldset className="ops-choice">
          <legend>{t.refundDestination}</legend>
          {REFUND_DESTINATIONS.map((value) => (
            <label key={value} className="ops-check">
              <input
                type="radio"
                name={`${id}-destination`}
                value={value}
                checked={destination === value}
                onChange={() => setDestination(value)}
              />
              {t.destination[value]}
            </label>
          ))}
        </fieldset>
      )}
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t.refundReason}</label>
        <textarea
          ref={reasonRef}
          id={`${id}-reason`}
          required
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <div className="ops-actions">
        <Button type="submit" disabled={busy || !reason.trim()}>
          {busy ? t.working : t.submitRefund(amount)}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

/** A labelled field for a whole number: grams, or pieces. */
function CountField({
  id,
  label,
  value,
  required,
  disabled,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  required: boolean;
  disabled: boolean;
  max?: number;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        required={required}
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function PackLine({
  line,
  input,
  onChange,
}: {
  line: OpsOrderLine;
  input: LineInput;
  onChange: (input: LineInput) => void;
}) {
  const id = `line-${line.LineId}`;
  return (
    <fieldset className="ops-pack-line" data-testid="pack-line">
      <legend>
        <LineView line={line} />
      </legend>
      {line.OrderedGrams === null ? (
        <CountField
          id={`${id}-pieces`}
          label={t.piecesCounted(line.Qty)}
          value={input.pieces}
          required={!input.short}
          disabled={input.short}
          max={line.Qty}
          onChange={(pieces) => onChange({ ...input, pieces })}
        />
      ) : (
        <>
          <CountField
            id={`${id}-grams`}
            label={t.grams}
            value={input.grams}
            required={!input.short}
            disabled={input.short}
            onChange={(grams) => onChange({ ...input, grams })}
          />
          <CountField
            id={`${id}-pieces`}
            label={t.pieces}
            value={input.pieces}
            required={false}
            disabled={input.short}
            onChange={(pieces) => onChange({ ...input, pieces })}
          />
        </>
      )}
      <label className="ops-check">
        <input
          type="checkbox"
          checked={input.short}
          onChange={(event) => onChange({ ...input, short: event.target.checked })}
        />
        {t.markShort}
      </label>
    </fieldset>
  );
}

export function OrderScreen({ orderId, role }: { orderId: number; role: StaffRole }) {
  const { data, error, refresh } = usePolling(String(orderId), () => ops.orders.get(orderId));
  const admin = role === 'admin';
  // The order's audit trail, for an admin (read with the order, 304 while nothing changed).
  const audit = usePolling(`audit-${orderId}-${role}`, () =>
    admin ? ops.orders.audit(orderId) : Promise.resolve(undefined),
  );
  const [refunding, setRefunding] = useState<number>();
  const order = data?.Order;
  const [inputs, setInputs] = useState<Record<number, LineInput>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [failing, setFailing] = useState(false);
  const [reason, setReason] = useState('');
  const [method, setMethod] = useState<DeliveryCollectionMethod>('Cash');
  const [reference, setReference] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const loaded = order !== undefined;

  // A new screen: focus its heading, so a screen reader starts here and Tab continues from it.
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);
  useEffect(() => {
    if (failing) reasonRef.current?.focus();
  }, [failing]);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  if (!order) {
    return (
      <main id="main" className="ops-order">
        <Link href="/">{t.back}</Link>
        {error ? (
          <p role="alert" className="field-error">
            {error.title}. {error.description}
          </p>
        ) : (
          <p aria-live="polite">{t.loading}</p>
        )}
      </main>
    );
  }

  const inputOf = (line: OpsOrderLine): LineInput =>
    inputs[line.LineId] ?? { grams: '', pieces: '', short: false };

  async function run(action: OrderMove, reasonText?: string) {
    if (!order) return;
    setFailure(undefined);
    let call: Promise<{ Order: OpsOrderDetails }>;
    switch (action) {
      case 'confirm':
        call = ops.orders.confirm(order.OrderId);
        break;
      case 'startPacking':
        call = ops.orders.startPacking(order.OrderId);
        break;
      case 'pack': {
        const lines = packedLines(order, inputs);
        if (typeof lines === 'string') {
          setFailure(lines);
          return;
        }
        call = ops.orders.pack({ orderId: order.OrderId, lines });
        break;
      }
      case 'dispatch':
        call = ops.orders.dispatch(order.OrderId);
        break;
      case 'deliver':
        call = ops.orders.deliver(order.OrderId);
        break;
      case 'deliveryFailed':
        call = ops.orders.deliveryFailed({ orderId: order.OrderId, reason: reasonText ?? '' });
        break;
    }
    setBusy(true);
    try {
      const reply = await call;
      setFailing(false);
      setReason('');
      // The screen shows the new state before the move is announced.
      await Promise.all([refresh(), audit.refresh()]);
      setNotice(t.done(messages.status[reply.Order.Status]));
    } catch (caught) {
      const { title, description } = describe(caught);
      setFailure(`${title}. ${description}`);
    } finally {
      setBusy(false);
    }
  }

  async function collect(event: FormEvent) {
    event.preventDefault();
    if (!order) return;
    setFailure(undefined);
    setBusy(true);
    try {
      const trimmed = reference.trim();
      await ops.orders.collectPayment({
        orderId: order.OrderId,
        method,
        ...(method === 'UPI' && trimmed ? { reference: trimmed } : {}),
      });
      await Promise.all([refresh(), audit.refresh()]);
      setNotice(messages.payment.Paid);
    } catch (caught) {
      const { title, description } = describe(caught);
      setFailure(`${title}. ${description}`);
    } finally {
      setBusy(false);
    }
  }

  async function refund(
    line: OpsOrderLine,
    request: { reason: string; destination: RefundDestination },
  ) {
    if (!order) return;
    setFailure(undefined);
    setBusy(true);
    try {
      const amount = formatPaise(refundableOf(line));
      await ops.orders.refundLine({ orderId: order.OrderId, lineId: line.LineId, ...request });
      setRefunding(undefined);
      await Promise.all([refresh(), audit.refresh()]);
      setNotice(t.refundDone(amount, line.ProductName));
    } catch (caught) {
      const { title, description } = describe(caught);
      setFailure(`${title}. ${description}`);
    } finally {
      setBusy(false);
    }
  }

  async function decide(refundId: number, decision: { accept: boolean; reason: string }) {
    if (!order) return;
    setFailure(undefined);
    setBusy(true);
    try {
      await ops.orders.decideRefund({ orderId: order.OrderId, refundId, ...decision });
      await Promise.all([refresh(), audit.refresh()]);
      setNotice(decision.accept ? t.refundRequest.accepted : t.refundRequest.declined);
    } catch (caught) {
      const { title, description } = describe(caught);
      setFailure(`${title}. ${description}`);
    } finally {
      setBusy(false);
    }
  }

  function submitFailure(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setFailure(t.reasonRequired);
      return;
    }
    void run('deliveryFailed', reason.trim());
  }

  // Every figure of the order's money, from its ledger: Due is what the rider collects at the door.
  const money = moneyOf(order);
  // The moves the role may make now (the lifecycle table's; the server checks again): delivering a
  // pay-on-delivery order waits for its money to be recorded, so the rider collects, then delivers.
  const actions = movesFor(role, order.Status, order.PaymentStatus);
  const waitingForMoney = movesFor(role, order.Status).some((move) =>
    waitsForCollection(move, order.PaymentStatus),
  );
  // Lines of a delivered order are refunded by an admin (a complaint about what arrived).
  const refundable = admin && order.Status === 'Delivered';
  const packing = actions.includes('pack');
  // A pay-on-delivery order: the rider records the amount taken at the door (before or after Delivered).
  const collecting =
    (role === 'admin' || role === 'rider') &&
    order.PaymentStatus === 'DueOnDelivery' &&
    (order.Status === 'OutForDelivery' || order.Status === 'Delivered');

  return (
    <main id="main" className="ops-order">
      <Link href="/">{t.back}</Link>
      <h1 ref={headingRef} tabIndex={-1}>
        {t.heading(order.OrderNumber)}
      </h1>
      <p className="ops-status" data-testid="ops-order-status">
        {messages.status[order.Status]}
      </p>
      <p className="ops-live" role="status">
        {notice}
      </p>
      <dl className="ops-facts">
        <dt>{t.customer}</dt>
        <dd>
          {order.Address.fullName}, {order.Address.addressLine1}
          {order.Address.addressLine2 ? `, ${order.Address.addressLine2}` : ''},{' '}
          {order.Address.city} {order.Address.postalCode} ·{' '}
          <a href={`tel:${order.Address.phoneNumber}`}>{order.Address.phoneNumber}</a>
        </dd>
        <dt>{t.method}</dt>
        <dd>{order.DeliveryMethodName}</dd>
        {order.Slot ? (
          <>
            <dt>{t.slot}</dt>
            <dd>
              {formatWindow(order.Slot.StartsAt, order.Slot.EndsAt, {
                today: 'Today',
                tomorrow: 'Tomorrow',
              })}
            </dd>
          </>
        ) : null}
        <dt>{t.total}</dt>
        <dd>
          {formatPaise(order.Total)} · {messages.payment[order.PaymentStatus]}
        </dd>
        {order.WalletUsed > 0 ? (
          <>
            <dt>{t.walletUsed}</dt>
            <dd>{formatPaise(order.WalletUsed)}</dd>
          </>
        ) : null}
        {money.Credited > 0 ? (
          <>
            <dt>{t.credited}</dt>
            <dd data-testid="ops-credited">{formatPaise(money.Credited)}</dd>
          </>
        ) : null}
        <dt>{t.paid}</dt>
        <dd data-testid="ops-paid">{formatPaise(money.Paid)}</dd>
        {money.Refunded > 0 ? (
          <>
            <dt>{t.refundedTotal}</dt>
            <dd data-testid="ops-refunded">{formatPaise(money.Refunded)}</dd>
          </>
        ) : null}
        {money.Refundable > 0 ? (
          <>
            <dt>{t.refundable}</dt>
            <dd data-testid="ops-refundable">{formatPaise(money.Refundable)}</dd>
          </>
        ) : null}
        {order.PaymentStatus === 'DueOnDelivery' ? (
          <>
            <dt>{t.toCollect}</dt>
            <dd data-testid="ops-to-collect">{formatPaise(money.Due)}</dd>
          </>
        ) : money.Due > 0 ? (
          <>
            <dt>{t.due}</dt>
            <dd data-testid="ops-due">{formatPaise(money.Due)}</dd>
          </>
        ) : null}
      </dl>

      {admin
        ? order.RefundRequests.map((request) => (
            <RefundRequest
              key={request.RefundId}
              request={request}
              busy={busy}
              onDecide={(decision) => void decide(request.RefundId, decision)}
            />
          ))
        : null}

      <h2>{t.lines}</h2>
      {packing ? (
        order.Lines.map((line) => (
          <PackLine
            key={line.LineId}
            line={line}
            input={inputOf(line)}
            onChange={(input) => setInputs({ ...inputs, [line.LineId]: input })}
          />
        ))
      ) : (
        <ul className="ops-lines">
          {order.Lines.map((line) => (
            <li key={line.LineId} data-testid="ops-line">
              <LineView line={line} />
              {refundable && refundableOf(line) > 0 && refunding !== line.LineId ? (
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => {
                    setFailure(undefined);
                    setRefunding(line.LineId);
                  }}
                >
                  {t.refund(line.ProductName)}
                </Button>
              ) : null}
              {refundable && refunding === line.LineId ? (
                <RefundForm
                  order={order}
                  line={line}
                  busy={busy}
                  onRefund={(request) => void refund(line, request)}
                  onCancel={() => setRefunding(undefined)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}

      {failure ? (
        <p ref={failureRef} tabIndex={-1} role="alert" className="field-error">
          {failure}
        </p>
      ) : null}

      {collecting ? (
        <form className="ops-fail" onSubmit={(event) => void collect(event)}>
          <h2>{t.collectHeading(formatPaise(money.Due))}</h2>
          {waitingForMoney ? (
            <p className="ops-notice" data-testid="ops-collect-first">
              {t.collectFirst}
            </p>
          ) : null}
          <div className="field">
            <label htmlFor="ops-collect-method">{t.collectMethod}</label>
            <select
              id="ops-collect-method"
              value={method}
              onChange={(event) => setMethod(event.target.value as DeliveryCollectionMethod)}
            >
              {DELIVERY_COLLECTION_METHODS.map((value) => (
                <option key={value} value={value}>
                  {t.collectMethods[value]}
                </option>
              ))}
            </select>
          </div>
          {method === 'UPI' ? (
            <div className="field">
              <label htmlFor="ops-collect-reference">{t.collectReference}</label>
              <input
                id="ops-collect-reference"
                maxLength={64}
                value={reference}
                onChange={(event) => setReference(event.target.value)}
              />
            </div>
          ) : null}
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? t.working : t.collect}
          </Button>
        </form>
      ) : null}

      {failing ? (
        <form className="ops-fail" onSubmit={submitFailure}>
          <div className="field">
            <label htmlFor="ops-reason">{t.reason}</label>
            <textarea
              ref={reasonRef}
              id="ops-reason"
              required
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <div className="ops-actions">
            <Button type="submit" disabled={busy}>
              {busy ? t.working : t.submitFailure}
            </Button>
            <Button variant="ghost" onClick={() => setFailing(false)}>
              {t.cancel}
            </Button>
          </div>
        </form>
      ) : actions.length > 0 ? (
        <div className="ops-actions">
          {actions.map((action) =>
            action === 'deliveryFailed' ? (
              <Button
                key={action}
                variant="secondary"
                size="lg"
                disabled={busy}
                onClick={() => setFailing(true)}
              >
                {t.deliveryFailed}
              </Button>
            ) : (
              <Button key={action} size="lg" disabled={busy} onClick={() => void run(action)}>
                {action === 'pack' ? t.finishPacking : t[action]}
              </Button>
            ),
          )}
        </div>
      ) : (
        <p className="muted">{t.nothingToDo}</p>
      )}

      {order.Events.length > 0 ? (
        <>
          <h2>{t.timeline}</h2>
          <ol className="ops-events">
            {order.Events.map((event) => (
              <li key={`${event.At}-${event.Status}`}>
                <span>{statusName(event.Status)}</span>{' '}
                <span className="muted small">{formatDateTime(event.At)}</span>
                {event.Note ? <span className="small"> · {event.Note}</span> : null}
                {event.Source ? (
                  <span className="muted small"> · {t.eventSource(event.Source)}</span>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}

      {admin ? (
        <section aria-labelledby="ops-order-audit">
          <h2 id="ops-order-audit">{t.audit}</h2>
          {audit.data ? (
            <AuditList entries={audit.data.Entries} showOrder={false} />
          ) : (
            <p aria-live="polite">{messages.audit.loading}</p>
          )}
        </section>
      ) : null}
    </main>
  );
}
