/**
 * Replies of the staff API for the console's tests (src/test/opsServer.ts checks each against its
 * schema): a store in Bengaluru with two hubs, its staff, orders in every status, stock, catalog,
 * complaints and audit rows. Names, numbers and addresses are data: the console shows them as they are.
 */
import type { OrderMoney, OrderStatus, PaymentStatus, StaffRole } from '@storefront/sdk/core';
import type {
  AuditEntry,
  CatalogProduct,
  Hub,
  OpsComplaint,
  OpsOrderDetails,
  OpsOrderLine,
  OpsOrderSummary,
  StaffListReply,
  StaffSessionReply,
  StockLevel,
  StockMovement,
} from '@storefront/sdk/ops';

const now = Date.now();
/** An ISO time `hours` from now (negative: in the past). */
export const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();

export const hub = (HubId: number, Name: string): Hub => ({
  HubId,
  Slug: Name.toLowerCase().replace(/\s+/g, '-'),
  Name,
  Address: `${Name}, Bengaluru`,
  Latitude: 12.93,
  Longitude: 77.62,
  RadiusMetres: 6_000,
  Pincodes: ['560034'],
});

export const hubs = [hub(1, 'Koramangala'), hub(2, 'Indiranagar')];

const names: Record<StaffRole, string> = {
  admin: 'Meera Krishnan',
  packer: 'Ravi Kumar',
  rider: 'Imran Pasha',
};

export const staffMember = (
  role: StaffRole,
  StaffId = { admin: 1, packer: 2, rider: 3 }[role],
) => ({
  StaffId,
  Email: `${role}@store.test`,
  Name: names[role],
  Role: role,
  HubIds: role === 'admin' ? [] : [1],
});

export const sessionOf = (
  role: StaffRole,
  over: Partial<StaffSessionReply['Staff']> = {},
): StaffSessionReply => ({
  Token: `token-of-${role}`,
  ExpiresAt: at(12),
  Staff: { ...staffMember(role), ...over },
});

export const summary = (over: Partial<OpsOrderSummary>): OpsOrderSummary => ({
  OrderId: 501,
  OrderNumber: 'SF-20261128-00501',
  Status: 'Placed',
  PaymentStatus: 'Paid',
  Total: 49_800,
  ItemCount: 2,
  CustomerName: 'Asha Rao',
  PostalCode: '560034',
  Slot: null,
  Express: false,
  PayOnDelivery: false,
  RefundRequested: false,
  CreatedAt: at(-2),
  UpdatedAt: at(-1),
  ...over,
});

/** The board: every kind of card (express, pay on delivery, a refund asked, slots today and later). */
export const boardOrders: OpsOrderSummary[] = [
  summary({
    OrderId: 501,
    OrderNumber: 'SF-20261128-00501',
    Express: true,
    HubName: 'Koramangala',
  }),
  summary({
    OrderId: 502,
    OrderNumber: 'SF-20261128-00502',
    Status: 'OutForDelivery',
    PaymentStatus: 'DueOnDelivery',
    PayOnDelivery: true,
    CustomerName: 'Kavya Shetty',
    Slot: { SlotId: 's-1', StartsAt: at(1), EndsAt: at(3) },
    HubName: 'Indiranagar',
  }),
  summary({
    OrderId: 503,
    OrderNumber: 'SF-20261128-00503',
    Status: 'Delivered',
    RefundRequested: true,
    PayOnDelivery: true,
    ItemCount: 1,
    Slot: { SlotId: 's-2', StartsAt: at(26), EndsAt: at(28) },
  }),
  summary({
    OrderId: 504,
    OrderNumber: 'SF-20261128-00504',
    Status: 'Packing',
    Slot: { SlotId: 's-3', StartsAt: at(80), EndsAt: at(82) },
  }),
];

export const line = (over: Partial<OpsOrderLine>): OpsOrderLine => ({
  LineId: 1,
  ProductId: 10,
  ProductName: 'Chicken Curry Cut',
  SelectedOptions: { Weight: { RowId: 101, Label: '1 kg' } },
  UnitPrice: 24_900,
  Qty: 2,
  LineTotal: 49_800,
  OrderedGrams: 2_000,
  PackedGrams: null,
  PackedPieces: null,
  Short: false,
  WeightCredit: 0,
  IfShort: 'Refund',
  Replacement: null,
  Refunded: 0,
  ...over,
});

/** A weighed line the customer asked to be replaced if short. */
export const muttonReplace = line({
  LineId: 2,
  ProductId: 11,
  ProductName: 'Mutton Curry Cut',
  SelectedOptions: { Weight: { RowId: 201, Label: '500 g' } },
  UnitPrice: 44_900,
  Qty: 1,
  LineTotal: 44_900,
  OrderedGrams: 500,
  IfShort: 'Replace',
});

/** A line sold by the piece (eggs). */
export const eggs = line({
  LineId: 3,
  ProductId: 12,
  ProductName: 'Farm Fresh White Eggs (Pack of 12)',
  SelectedOptions: {},
  UnitPrice: 9_900,
  Qty: 3,
  LineTotal: 29_700,
  OrderedGrams: null,
});

/** The lines once packed: weighed with pieces and a credit, short, replaced, eggs counted. */
export const packedLines = [
  line({ PackedGrams: 1_940, PackedPieces: 14, WeightCredit: 1_500 }),
  { ...muttonReplace, Short: true, Replacement: null },
  line({
    LineId: 4,
    ProductName: 'Prawns Medium',
    OrderedGrams: 250,
    Qty: 1,
    LineTotal: 39_900,
    IfShort: 'Replace',
    Short: true,
    Replacement: { ProductId: 14, ProductName: 'Prawns Large', UnitPrice: 37_900 },
  }),
  { ...eggs, PackedPieces: 3 },
];

const paid = (total: number, over: Partial<OrderMoney> = {}): OrderMoney => ({
  Charged: total,
  Credited: 0,
  Owed: total,
  Paid: total,
  Refunded: 0,
  Due: 0,
  Refundable: total,
  ...over,
});

export const order = (
  Status: OrderStatus,
  lines: OpsOrderLine[],
  over: Partial<OpsOrderDetails> = {},
  PaymentStatus: PaymentStatus = 'Paid',
): OpsOrderDetails => {
  const total = lines.reduce((sum, each) => sum + each.LineTotal, 0);
  return {
    OrderId: 501,
    OrderNumber: 'SF-20261128-00501',
    Status,
    PaymentStatus,
    UserId: 7,
    Address: {
      AddressId: 3,
      fullName: 'Asha Rao',
      phoneNumber: '9876543210',
      addressLine1: '12, 4th Cross, Koramangala 5th Block',
      addressLine2: 'Near Forum Mall',
      landmark: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560034',
      type: 'Home',
      latitude: 12.93,
      longitude: 77.62,
      RouteLength: 4_200,
      TimeDuration: 900,
    },
    DeliveryMethodName: 'Standard',
    Slot: { SlotId: 's-1', StartsAt: at(1), EndsAt: at(3) },
    DeliveryInstructions: { Choices: ['CallOnArrival', 'PetAtHome'], Note: 'Gate 2, ring twice' },
    Total: total,
    WalletUsed: 5_000,
    AmountPayable: total - 5_000,
    DeductedFromPayable: 0,
    Money: paid(total),
    Lines: lines,
    RefundRequests: [],
    Events: [
      { Status: 'Placed', At: at(-2), Note: 'Paid online' },
      { Status: Status, At: at(-1), Note: '', Source: 'Ravi Kumar' },
    ],
    CreatedAt: at(-2),
    UpdatedAt: at(-1),
    ...over,
  };
};

/** A delivered order with everything an admin sees: credits, refunds, a refund asked. */
export const deliveredOrder = order('Delivered', packedLines, {
  Money: paid(164_100, { Credited: 45_400, Owed: 118_700, Refunded: 10_000, Refundable: 108_700 }),
  RefundRequests: [
    {
      RefundId: 41,
      Amount: 24_900,
      Destination: 'Source',
      Reason: 'The chicken smelled off',
      CreatedAt: at(-1),
    },
  ],
});

export const replacementOptions = {
  Options: [
    {
      ProductId: 13,
      ProductName: 'Mutton Boneless',
      ConfigPriceIds: [301],
      Label: '500 g',
      UnitPrice: 42_900,
    },
    {
      ProductId: 15,
      ProductName: 'Lamb Curry Cut',
      ConfigPriceIds: [],
      Label: '',
      UnitPrice: 39_900,
    },
  ],
};

export const documents = {
  Documents: [
    {
      DocumentId: 11,
      Kind: 'Invoice' as const,
      Number: 'SF/26-27/000007',
      IssuedAt: at(-1),
      Total: 118_700,
      InvoiceNumber: null,
      FileName: 'SF-26-27-000007.pdf',
      DownloadUrl: '/v1/tax-documents/11?exp=1&sig=a',
    },
    {
      DocumentId: 12,
      Kind: 'CreditNote' as const,
      Number: 'SFC/26-27/000002',
      IssuedAt: at(-1),
      Total: 10_000,
      InvoiceNumber: 'SF/26-27/000007',
      FileName: 'SFC-26-27-000002.pdf',
      DownloadUrl: '/v1/tax-documents/12?exp=1&sig=b',
    },
  ],
};

export const auditEntries: AuditEntry[] = [
  {
    AuditId: 3,
    StaffId: 1,
    StaffName: 'Meera Krishnan',
    StaffEmail: 'admin@store.test',
    Action: 'editProduct',
    OrderId: null,
    Before: { ProductId: 10, Price: 24_900, Options: [{ RowId: 101, Stock: null }] },
    After: { ProductId: 10, Price: 26_900, Options: [{ RowId: 101, Stock: 5 }] },
    At: at(-1),
  },
  {
    AuditId: 2,
    StaffId: 2,
    StaffName: 'Ravi Kumar',
    StaffEmail: 'packer@store.test',
    Action: 'pack',
    OrderId: 501,
    Before: { Status: 'Packing' },
    After: { Status: 'Packed', Credited: 1_500, Lines: [{ LineId: 1, PackedGrams: 1_940 }] },
    At: at(-2),
  },
  {
    AuditId: 1,
    StaffId: 1,
    StaffName: 'Meera Krishnan',
    StaffEmail: 'admin@store.test',
    Action: 'renameHub',
    OrderId: null,
    Before: { Name: 'Kormangala' },
    After: { Name: 'Koramangala' },
    At: at(-3),
  },
];

export const staffList: StaffListReply = {
  Members: [
    { ...staffMember('admin'), Disabled: false },
    { ...staffMember('packer'), Disabled: false },
    { ...staffMember('rider'), Disabled: true },
  ],
};

export const level = (over: Partial<StockLevel>): StockLevel => ({
  HubId: 1,
  HubName: 'Koramangala',
  RowId: 12,
  ProductId: 2,
  ProductName: 'Mutton Curry Cut',
  Option: 'Weight: 1 kg',
  OnHand: 10,
  Reserved: 2,
  Available: 8,
  Low: false,
  ...over,
});

export const stockLevels: StockLevel[] = [
  level({ OnHand: 4, Reserved: 1, Available: 3, Low: true }),
  level({
    RowId: 13,
    ProductName: 'Chicken Breast',
    Option: 'Cut to weight',
    Unit: 'Grams',
    OnHand: 12_500,
    Reserved: 1_000,
    Available: 11_500,
  }),
  level({ RowId: 31, HubId: 2, HubName: 'Indiranagar', ProductName: 'Farm Fresh White Eggs' }),
];

export const movements: StockMovement[] = [
  {
    MovementId: 4,
    HubId: 1,
    RowId: 12,
    Kind: 'Adjusted',
    Units: -2,
    Reason: 'Spoiled',
    OrderId: null,
    StaffName: 'Meera Krishnan',
    At: at(-1),
  },
  {
    MovementId: 3,
    HubId: 1,
    RowId: 12,
    Kind: 'Packed',
    Units: -1,
    Reason: '',
    OrderId: 501,
    StaffName: null,
    At: at(-2),
  },
  {
    MovementId: 2,
    HubId: 1,
    RowId: 12,
    Kind: 'Received',
    Units: 10,
    Reason: 'From the Hoskote farm',
    OrderId: null,
    StaffName: 'Meera Krishnan',
    At: at(-3),
  },
];

export const product = (over: Partial<CatalogProduct>): CatalogProduct => ({
  ProductId: 10,
  Slug: 'chicken-curry-cut',
  Name: 'Chicken Curry Cut',
  CategoryName: 'Chicken',
  Price: 24_900,
  Mrp: null,
  IsAvailable: true,
  HsnCode: '0207',
  GstRateBp: 0,
  Options: [
    { RowId: 101, Group: 'Weight', Label: '500 g', PriceDelta: 0, IsAvailable: true, Stock: 8 },
    { RowId: 102, Group: 'Weight', Label: '1 kg', PriceDelta: 22_000, IsAvailable: true, Stock: 0 },
  ],
  UpdatedAt: at(-5),
  ...over,
});

export const products = [
  product({}),
  product({
    ProductId: 11,
    Slug: 'seekh-kebab',
    Name: 'Seekh Kebab',
    CategoryName: 'Ready to cook',
    IsAvailable: false,
    HsnCode: '1602',
    GstRateBp: 500,
    Options: [],
  }),
];

export const complaint = (over: Partial<OpsComplaint>): OpsComplaint => ({
  ComplaintId: 7,
  OrderId: 501,
  LineId: 1,
  ProductName: 'Chicken Curry Cut',
  Reason: 'NotFresh',
  Words: 'Smelled off when opened',
  PhotoUrls: ['/v1/photos/3?exp=9&sig=s'],
  Status: 'Open',
  Reply: null,
  Refunded: 0,
  CreatedAt: at(-3),
  ResolvedAt: null,
  OrderNumber: 'SF-20261128-00501',
  CustomerName: 'Asha Rao',
  CustomerPhone: '9876543210',
  Refundable: 24_900,
  ResolvedBy: null,
  ...over,
});

export const complaints = {
  Open: [complaint({}), complaint({ ComplaintId: 8, Reason: 'LessWeight', Refundable: 0 })],
  Refunded: [
    complaint({
      ComplaintId: 6,
      Status: 'Refunded',
      Reply: 'Sorry, refunded to your wallet',
      Refunded: 12_000,
      ResolvedAt: at(-1),
      ResolvedBy: 'Meera Krishnan',
    }),
  ],
  Answered: [],
};
