/**
 * Every text of the staff console (/ops): staff words, not the shopper's, in English, Hindi and Kannada
 * (docs/i18n.md, "The staff console"). The texts live in the console's own catalogs
 * (src/i18n/catalogs/ops/<locale>.json, ids `ops.<group>.<key>`), one part loaded in the console's
 * language before any screen renders (language.ts decides which); declared as the shop's messages modules
 * are (src/i18n/i18n.ts: `group`, `icu`, `lookup`), so `messages.board.heading` is a getter and
 * `messages.board.count(3)` a function, each reading the active language when called. Read them while
 * rendering or acting, never into a module-level constant.
 *
 * Numbers, ₹ amounts, order numbers and product names arrive as arguments, as they are.
 */
import type {
  ComplaintStatus,
  OrderStatus,
  PaymentStatus,
  RefundDestination,
  StaffRole,
} from '@storefront/sdk/core';
import './language';
import { group, icu, lookup, loadTexts, text } from '../i18n/i18n';
import parts from 'virtual:catalog/parts/ops';

const status = group('ops.status', {
  PendingPayment: text,
  Placed: text,
  Confirmed: text,
  Packing: text,
  Packed: text,
  OutForDelivery: text,
  Delivered: text,
  DeliveryFailed: text,
  Cancelled: text,
  PaymentFailed: text,
} satisfies Record<OrderStatus, typeof text>);

const payment = group('ops.payment', {
  Pending: text,
  Paid: text,
  Failed: text,
  Refunded: text,
  DueOnDelivery: text,
} satisfies Record<PaymentStatus, typeof text>);

/** The shopper's quick delivery instructions (issue 29), as the packer and the rider read them. */
const deliveryChoice = group('ops.deliveryChoice', {
  CallOnArrival: text,
  LeaveWithGuard: text,
  LeaveAtDoor: text,
  NoDoorbell: text,
  PetAtHome: text,
});

const role = group('ops.role', { admin: text, packer: text, rider: text } satisfies Record<
  StaffRole,
  typeof text
>);

/** Where a line refund goes, in staff words. */
const destination = group('ops.destination', {
  Wallet: text,
  Source: text,
} satisfies Record<RefundDestination, typeof text>);

/** The audit trail's actions (audit rows name them as the API does). */
const auditAction = group('ops.auditAction', {
  confirm: text,
  startPacking: text,
  pack: text,
  dispatch: text,
  deliver: text,
  deliveryFailed: text,
  returnToStore: text,
  collectPayment: text,
  refundLine: text,
  decideRefund: text,
  saveStaff: text,
  disableStaff: text,
  enableStaff: text,
  editProduct: text,
  receiveStock: text,
  adjustStock: text,
  moveStock: text,
  setStaffHubs: text,
  resolveComplaint: text,
});

const complaintReason = group('ops.complaintReason', {
  NotFresh: text,
  BadSmell: text,
  WrongCut: text,
  LessWeight: text,
  PoorCleaning: text,
  Damaged: text,
  Other: text,
});

const complaintStatus = group('ops.complaintStatus', {
  Open: text,
  Refunded: text,
  Answered: text,
} satisfies Record<ComplaintStatus, typeof text>);

/** Why a count was adjusted by hand (STOCK_ADJUST_REASONS). */
const adjustReason = group('ops.adjustReason', {
  Spoiled: text,
  Miscounted: text,
  Damaged: text,
  Other: text,
});

/** What moved a hub's stock (STOCK_MOVEMENT_KINDS). */
const movementKind = group('ops.movementKind', {
  Received: text,
  Adjusted: text,
  Packed: text,
  Returned: text,
  Moved: text,
});

/** Weights: kilograms from 1000 g on. */
const units = group('ops.units', {
  kg: icu((kg: number) => ({ kg })),
  g: icu((grams: number | string) => ({ grams })),
});

const replacementWithOptions = lookup('ops.order.replacementWithOptions');
const gstExempt = lookup('ops.catalog.gstExempt');
const settledWithAmount = lookup('ops.complaints.settledWithAmount');
const settledBy = lookup('ops.complaints.settledBy');

export const messages = group('ops', {
  title: text,
  skipToContent: text,
  /** A day of a delivery window (board groups, the order's slot). */
  today: text,
  tomorrow: text,
  status,
  payment,
  role,
  nav: group('ops.nav', {
    label: text,
    orders: text,
    catalog: text,
    stock: text,
    staff: text,
    audit: text,
    complaints: text,
  }),
  /** The header's language switch: the member's own language, kept with them (language.ts). */
  language: group('ops.language', {
    label: text,
    notLoaded: text,
    notSaved: text,
  }),
  signIn: group('ops.signIn', {
    heading: text,
    useCode: text,
    usePassword: text,
    email: text,
    password: text,
    submit: text,
    submitting: text,
    sendCode: text,
    sendingCode: text,
    code: text,
    codeSent: icu((email: string, minutes: number) => ({ email, minutes })),
    codeFormat: text,
    sendAgain: text,
    otherEmail: text,
    signOut: text,
    signedInAs: icu((name: string, roleName: string) => ({ name, role: roleName })),
    expired: text,
  }),
  board: group('ops.board', {
    heading: text,
    filters: text,
    statusFilter: text,
    allStatuses: text,
    dateFilter: text,
    clearDate: text,
    refundRequestedFilter: text,
    refundRequested: text,
    /** Badges of an order's card, in words (issue 27). */
    express: text,
    payOnDelivery: text,
    payOnDeliveryDue: text,
    areaFilter: text,
    areaHint: text,
    hubFilter: text,
    allHubs: text,
    /** The hub an order is delivered from, on its card. */
    fromHub: icu((hub: string) => ({ hub })),
    refresh: text,
    updatedAt: icu((time: string) => ({ time })),
    live: text,
    empty: text,
    noSlot: text,
    count: icu((count: number) => ({ count })),
    items: icu((count: number) => ({ count })),
    previous: text,
    next: text,
    page: icu((no: number, total: number) => ({ no, total })),
  }),
  order: group('ops.order', {
    back: text,
    heading: icu((orderNumber: string) => ({ orderNumber })),
    loading: text,
    customer: text,
    /** The shopper's delivery instructions, shown above the lines to every role (issue 29). */
    instructions: text,
    instructionsNote: text,
    slot: text,
    method: text,
    total: text,
    walletUsed: text,
    credited: text,
    paid: text,
    refundedTotal: text,
    refundable: text,
    due: text,
    toCollect: text,
    payment: text,
    lines: text,
    ordered: icu((weight: string) => ({ weight })),
    byPiece: text,
    packed: icu((what: string) => ({ what })),
    packedPieces: icu((count: number) => ({ count })),
    /** What was packed of a weighed line that also counts its pieces: "940 g, 6 pieces". */
    weightAndPieces: icu((weight: string, pieces: string) => ({ weight, pieces })),
    short: text,
    credit: icu((amount: string) => ({ amount })),
    grams: text,
    pieces: text,
    markShort: text,
    customerAsksReplace: text,
    replaceWith: text,
    refundInstead: text,
    noReplacement: text,
    replacedWith: icu((product: string, price: string) => ({ product, price })),
    gramsRequired: text,
    /** The count field of a line sold by the piece (eggs): packed by count, never weighed. */
    piecesCounted: icu((qty: number) => ({ qty })),
    piecesRequired: icu((product: string, qty: number) => ({ product, qty })),
    timeline: text,
    confirm: text,
    startPacking: text,
    finishPacking: text,
    dispatch: text,
    deliver: text,
    deliveryFailed: text,
    returnToStore: text,
    returnQuestion: text,
    reason: text,
    reasonRequired: text,
    submitFailure: text,
    cancel: text,
    collectHeading: icu((amount: string) => ({ amount })),
    collectMethod: text,
    collectReference: text,
    collect: text,
    working: text,
    done: icu((statusName: string) => ({ status: statusName })),
    nothingToDo: text,
    /** A pay-on-delivery order out for delivery: the rider records the money, then delivers (issue 27). */
    collectFirst: text,
    eventSource: icu((source: string) => ({ source })),
    refunded: icu((amount: string) => ({ amount })),
    refund: icu((product: string) => ({ product })),
    refundHeading: icu((product: string) => ({ product })),
    refundWhat: icu((amount: string) => ({ amount })),
    refundOffCollection: text,
    refundReason: text,
    refundDestination: text,
    submitRefund: icu((amount: string) => ({ amount })),
    refundDone: icu((amount: string, product: string) => ({ amount, product })),
    audit: text,
    deliveryChoice,
    destination,
    collectMethods: group('ops.order.collectMethods', { Cash: text, UPI: text }),
    /** A similar cut a short line may take: "Mutton Curry Cut (1 kg), ₹449". */
    replacementOption: (product: string, options: string, price: string) =>
      options ? replacementWithOptions({ product, options, price }) : `${product}, ${price}`,
    refundRequest: group('ops.order.refundRequest', {
      heading: text,
      /** "₹249, to the customer’s wallet." */
      what: icu((amount: string, to: RefundDestination) => ({ amount, to })),
      asked: icu((date: string) => ({ date })),
      customerReason: text,
      reason: text,
      accept: icu((amount: string) => ({ amount })),
      decline: text,
      accepted: text,
      declined: text,
    }),
  }),
  /** The complaint queue (ComplaintsScreen.tsx, docs/after-the-order.md). */
  complaints: group('ops.complaints', {
    heading: text,
    loading: text,
    /** "No open complaints." for the status shown. */
    empty: icu((shown: ComplaintStatus) => ({ status: shown })),
    show: text,
    order: icu((number: string) => ({ number })),
    customer: icu((name: string, phone: string) => ({ name, phone })),
    reported: icu((at: string) => ({ at })),
    words: text,
    photo: icu((n: number) => ({ n })),
    settle: text,
    reply: text,
    destination: text,
    refund: icu((amount: string) => ({ amount })),
    replyOnly: text,
    nothingLeft: text,
    theReply: text,
    done: text,
    status: complaintStatus,
    reason: complaintReason,
    /** How a complaint was settled: "Refunded (₹120) by Asha". */
    settled: (statusName: string, by: string | null, amount: string | null) => {
      const what = amount ? settledWithAmount({ status: statusName, amount }) : statusName;
      return by ? settledBy({ what, name: by }) : what;
    },
  }),
  audit: group('ops.audit', {
    heading: text,
    empty: text,
    loading: text,
    by: icu((name: string, email: string) => ({ name, email })),
    order: icu((orderId: number) => ({ orderId })),
    change: icu((field: string, before: string, after: string) => ({ field, before, after })),
    set: icu((field: string, value: string) => ({ field, value })),
    none: text,
    /** An action in staff words; one the console has no words for yet, as the API names it. */
    action: (name: string) =>
      Object.hasOwn(auditAction, name) ? auditAction[name as keyof typeof auditAction] : name,
    /** Whether the console has words for an action (else it shows the API's name, as data). */
    knows: (name: string) => Object.hasOwn(auditAction, name),
  }),
  staff: group('ops.staff', {
    heading: text,
    members: text,
    name: text,
    email: text,
    role: text,
    state: text,
    active: text,
    disabled: text,
    you: text,
    disable: icu((name: string) => ({ name })),
    enable: icu((name: string) => ({ name })),
    disableShort: text,
    enableShort: text,
    saveHeading: text,
    saveHint: text,
    password: text,
    save: text,
    saved: icu((name: string) => ({ name })),
    disabledDone: icu((name: string) => ({ name })),
    enabledDone: icu((name: string) => ({ name })),
    /** A packer's or rider's hubs: they see and work on those hubs' orders only. */
    hubs: icu((name: string) => ({ name })),
    saveHubs: text,
    saveHubsOf: icu((name: string) => ({ name })),
    hubsSaved: icu((name: string) => ({ name })),
    noHub: text,
  }),
  stock: group('ops.stock', {
    heading: text,
    hubFilter: text,
    allHubs: text,
    lowOnly: text,
    search: text,
    searchButton: text,
    loading: text,
    empty: text,
    caption: text,
    product: text,
    option: text,
    hub: text,
    onHand: text,
    reserved: text,
    available: text,
    actions: text,
    low: text,
    /** One hub's stock of one option, as the dialogs and buttons name it. */
    what: icu((product: string, option: string, hub: string) => ({ product, option, hub })),
    receive: text,
    adjust: text,
    move: text,
    movements: text,
    receiveOf: icu((what: string) => ({ what })),
    adjustOf: icu((what: string) => ({ what })),
    moveOf: icu((what: string) => ({ what })),
    movementsOf: icu((what: string) => ({ what })),
    counts: icu((onHand: number, reserved: number, available: number) => ({
      onHand,
      reserved,
      available,
    })),
    units: text,
    note: text,
    change: text,
    reason: text,
    chooseReason: text,
    reasonRequired: text,
    toHub: text,
    chooseHub: text,
    unitsInvalid: text,
    changeInvalid: text,
    toHubRequired: text,
    submitReceive: text,
    submitAdjust: text,
    submitMove: text,
    working: text,
    cancel: text,
    close: text,
    /** After a movement: the level as it is now. */
    done: icu((what: string, onHand: number, available: number) => ({
      what,
      onHand,
      available,
    })),
    kind: text,
    unitsChange: text,
    reasonOrNote: text,
    by: text,
    when: text,
    noMovements: text,
    loadingMovements: text,
    byOrder: icu((orderId: number) => ({ orderId })),
    none: text,
    /** Grams of an option counted by weight, with Indian grouping: "12,500 g". */
    grams: (value: number) => units.g(value.toLocaleString('en-IN')),
    adjustReason,
    movementKind,
  }),
  catalog: group('ops.catalog', {
    heading: text,
    search: text,
    searchButton: text,
    empty: text,
    loading: text,
    notSold: text,
    price: icu((amount: string) => ({ amount })),
    options: icu((count: number) => ({ count })),
    edit: icu((name: string) => ({ name })),
    back: text,
    basePrice: text,
    available: text,
    optionsHeading: text,
    optionLegend: icu((groupName: string, label: string) => ({ group: groupName, label })),
    priceDelta: text,
    optionPrice: icu((amount: string) => ({ amount })),
    stock: text,
    optionAvailable: text,
    noneLeft: text,
    save: text,
    saving: text,
    saved: text,
    rupeesInvalid: icu((field: string) => ({ field })),
    stockInvalid: text,
    taxHeading: text,
    hsnCode: text,
    hsnHint: text,
    hsnInvalid: text,
    gstRate: text,
    /** A GST rate of the select ('5%'); 0% says why it applies. */
    gstRateOption: (rate: string) => (rate === '0%' ? gstExempt({ rate }) : rate),
  }),
  /** A delivered order's GST invoice and credit notes (docs/invoices.md), for an admin. */
  invoices: group('ops.invoices', {
    heading: text,
    loading: text,
    none: text,
    invoice: icu((number: string, amount: string) => ({ number, amount })),
    creditNote: icu((number: string, amount: string) => ({ number, amount })),
  }),
  /** The rider's side of following an order and a no-contact delivery (docs/after-the-order.md). */
  rider: group('ops.rider', {
    sharingHeading: text,
    sharing: icu((orders: string) => ({ orders })),
    sentAt: icu((time: string) => ({ time })),
    starting: text,
    stop: text,
    stopped: text,
    resume: text,
    blocked: text,
    unavailable: text,
    sendFailed: text,
    and: icu((first: string, rest: string) => ({ first, rest })),
    noContact: text,
    noContactHeading: text,
    noContactHint: text,
    photo: text,
    photoHint: text,
    photoRefused: text,
    photoPreview: text,
    preparing: text,
    submitNoContact: text,
  }),
  /** A weight: "750 g", "1.5 kg". */
  grams: (grams: number) => (grams >= 1000 ? units.kg(grams / 1000) : units.g(grams)),
  errors: group('ops.errors', {
    failed: text,
    tryAgain: text,
  }),
});

// The console's texts in its language, before any screen renders (src/i18n/i18n.ts).
await loadTexts(parts);
