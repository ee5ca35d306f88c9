// Generated from schemas/ by `node scripts/generate-types.ts`. Do not edit: change the schema and regenerate.

/** Activity */
export type ActivityRecord = {
  Id: number;
  /** Tab */
  tab_id: number;
  /** Tab */
  tab_name?: string | null;
  /** Activity title */
  activity_title: string;
  /** Page (url) */
  url: string;
  /** Icon */
  icon?: string | null;
  /** Position */
  SortOrder?: number | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Branch */
export type BranchRecord = {
  Id: number;
  /** Branch name */
  BranchName: string;
  /** Office type */
  TypeId: number;
  /** Office type */
  TypeName?: string | null;
  /** Address */
  Address?: string | null;
  /** Country */
  CountryId?: number | null;
  /** Country */
  CountryName?: string | null;
  /** State */
  StateId?: number | null;
  /** State */
  StateName?: string | null;
  /** City */
  CityId?: number | null;
  /** City */
  CityName?: string | null;
  /** PIN code */
  Pincode?: string | null;
  /** Mobile */
  Mobile?: string | null;
  /** Email */
  Email?: string | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Category */
export type CategoryRecord = {
  Id: number;
  /** Category name */
  CategoryName: string;
  /** Description */
  Desc?: string | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** City */
export type CityRecord = {
  Id: number;
  /** City name */
  CityName: string;
  /** State */
  StateId: number;
  /** State */
  StateName?: string | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Contra voucher */
export type ContravoucherRecord = {
  Id: number;
  /** Firm */
  FirmId: number;
  /** Firm */
  FirmName?: string | null;
  /** Prefix */
  Prefix?: string | null;
  /** Voucher no. */
  VoucherNo?: number | null;
  /** Voucher no. */
  PrefixVoucherNo?: string | null;
  /** Date */
  VoucherDate?: string | null;
  /** From (cash / bank) */
  FromLedgerId: number;
  /** From */
  FromLedgerName?: string | null;
  /** To (cash / bank) */
  ToLedgerId: number;
  /** To */
  ToLedgerName?: string | null;
  /** Amount (exact to 2 decimals) */
  Amount: number;
  /** Mode */
  Mode?: "CASH" | "CHEQUE" | "NEFT" | "RTGS" | "IMPS" | "UPI" | "CARD" | null;
  /** Cheque / reference no. */
  ChequeNo?: string | null;
  /** Cheque date */
  ChequeDate?: string | null;
  /** Narration */
  Narration?: string | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Country */
export type CountryRecord = {
  Id: number;
  /** Country name */
  CountryName: string;
  /** ISO code */
  CountryCode?: string | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Delivery challan return line */
export type DcreturnlineRecord = {
  Id: number;
  /** # */
  LineNo?: number | null;
  /** Item */
  ItemId: number;
  /** Item */
  ItemName?: string | null;
  /** Description */
  ItemDescription?: string | null;
  /** HSN / SAC */
  HSNCode?: string | null;
  /** Unit */
  UnitId?: number | null;
  /** Unit */
  UnitName?: string | null;
  /** Qty (exact to 3 decimals) */
  Qty: number;
  /** Free qty (exact to 3 decimals) */
  FreeQty?: number | null;
  /** Rate (exact to 2 decimals) */
  Rate: number;
  /** Rate of the party's tier (exact to 2 decimals) */
  ActualRate?: number | null;
  /** Rate changed by hand */
  isManualChangeRate?: boolean | null;
  /** Amount (exact to 2 decimals) */
  ItemTotal?: number | null;
  /** Discount in percent */
  IsManualDiscPer?: boolean | null;
  /** Disc % (exact to 3 decimals) */
  DiscPer?: number | null;
  /** Disc amount (exact to 2 decimals) */
  DiscAmt?: number | null;
  /** Discount (exact to 2 decimals) */
  ActualDiscAmt?: number | null;
  /** GST % (exact to 3 decimals) */
  TaxRate?: number | null;
  /** Cess % (exact to 3 decimals) */
  CessRate?: number | null;
  /** Taxable (exact to 2 decimals) */
  TaxableAmt?: number | null;
  /** CGST % (exact to 3 decimals) */
  TaxPer1?: number | null;
  /** CGST (exact to 2 decimals) */
  TaxAmt1?: number | null;
  /** SGST % (exact to 3 decimals) */
  TaxPer2?: number | null;
  /** SGST (exact to 2 decimals) */
  TaxAmt2?: number | null;
  /** IGST % (exact to 3 decimals) */
  TaxPer3?: number | null;
  /** IGST (exact to 2 decimals) */
  TaxAmt3?: number | null;
  /** Cess % (exact to 3 decimals) */
  TaxPer4?: number | null;
  /** Cess (exact to 2 decimals) */
  TaxAmt4?: number | null;
  /** Other % (exact to 3 decimals) */
  TaxPer5?: number | null;
  /** Other (exact to 2 decimals) */
  TaxAmt5?: number | null;
  /** Tax (exact to 2 decimals) */
  TotTax?: number | null;
  /** Net amount (exact to 2 decimals) */
  NetAmt?: number | null;
  /** Batch */
  BatchNo?: string | null;
  /** Mfg date */
  MfgDate?: string | null;
  /** Expiry */
  ExpDate?: string | null;
  /** Purchase rate (exact to 2 decimals) */
  PurchaseRate?: number | null;
  /** Sales rate (exact to 2 decimals) */
  SalesRate?: number | null;
  /** Packing */
  Packing?: string | null;
  DCReturnId?: number | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Delivery challan */
export type DeliverychallanRecord = {
  Id: number;
  /** Firm */
  FirmId: number;
  /** Firm */
  FirmName?: string | null;
  /** Prefix */
  Prefix?: string | null;
  /** Customer */
  CustId: number;
  /** Party */
  PartyName?: string | null;
  /** Address */
  Address?: string | null;
  /** GSTIN */
  GSTIN?: string | null;
  /** Place of supply */
  PlaceOfSupply?: string | null;
  /** Rate */
  RateTypeId?: "CashRate" | "CreditRate" | "WholesaleRate" | "Rate4" | "Rate5" | null;
  /** Tax */
  BillType?: "NON GST" | "INCLUSIVE" | "EXCLUSIVE" | null;
  /** Quantity (exact to 3 decimals) */
  TotQty?: number | null;
  /** Free quantity (exact to 3 decimals) */
  FreeQty?: number | null;
  /** Amount (exact to 2 decimals) */
  TotItemAmt?: number | null;
  /** Discount % (exact to 3 decimals) */
  TotDiscPer?: number | null;
  /** Discount (exact to 2 decimals) */
  TotDiscAmt?: number | null;
  /** Taxable (exact to 2 decimals) */
  TotTaxable?: number | null;
  /** CGST (exact to 2 decimals) */
  TotCGST?: number | null;
  /** SGST (exact to 2 decimals) */
  TotSGST?: number | null;
  /** IGST (exact to 2 decimals) */
  TotIGST?: number | null;
  /** Cess (exact to 2 decimals) */
  TotCess?: number | null;
  /** Tax (exact to 2 decimals) */
  TotTax?: number | null;
  /** Net total (exact to 2 decimals) */
  NetTotal?: number | null;
  /** Extra charges (exact to 2 decimals) */
  ExtraBillCharges?: number | null;
  /** Extra discount % (exact to 3 decimals) */
  ExtraBillDiscountInPer?: number | null;
  /** Extra discount (exact to 2 decimals) */
  ExtraBillDiscount?: number | null;
  /** Bill amount (exact to 2 decimals) */
  BillAmt?: number | null;
  /** Round off (exact to 2 decimals) */
  RoundOff?: number | null;
  /** Net bill amount (exact to 2 decimals) */
  NetBillAmt?: number | null;
  /** Narration */
  Narration?: string | null;
  /** By hand */
  ByHand?: string | null;
  /** Vehicle */
  VehicleDetails?: string | null;
  /** Terms */
  TandCId?: number | null;
  /** Delivery no. */
  ChallanNo?: number | null;
  /** Delivery challan no. */
  PrefixChallanNo?: string | null;
  /** Delivery challan date */
  ChallanDate?: string | null;
  /** Items */
  ChallanItems?: Array<unknown> | null;
  /** Billed */
  IsConverted?: boolean | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Delivery challan line */
export type DeliverychallanlineRecord = {
  Id: number;
  /** # */
  LineNo?: number | null;
  /** Item */
  ItemId: number;
  /** Item */
  ItemName?: string | null;
  /** Description */
  ItemDescription?: string | null;
  /** HSN / SAC */
  HSNCode?: string | null;
  /** Unit */
  UnitId?: number | null;
  /** Unit */
  UnitName?: string | null;
  /** Qty (exact to 3 decimals) */
  Qty: number;
  /** Free qty (exact to 3 decimals) */
  FreeQty?: number | null;
  /** Rate (exact to 2 decimals) */
  Rate: number;
  /** Rate of the party's tier (exact to 2 decimals) */
  ActualRate?: number | null;
  /** Rate changed by hand */
  isManualChangeRate?: boolean | null;
  /** Amount (exact to 2 decimals) */
  ItemTotal?: number | null;
  /** Discount in percent */
  IsManualDiscPer?: boolean | null;
  /** Disc % (exact to 3 decimals) */
  DiscPer?: number | null;
  /** Disc amount (exact to 2 decimals) */
  DiscAmt?: number | null;
  /** Discount (exact to 2 decimals) */
  ActualDiscAmt?: number | null;
  /** GST % (exact to 3 decimals) */
  TaxRate?: number | null;
  /** Cess % (exact to 3 decimals) */
  CessRate?: number | null;
  /** Taxable (exact to 2 decimals) */
  TaxableAmt?: number | null;
  /** CGST % (exact to 3 decimals) */
  TaxPer1?: number | null;
  /** CGST (exact to 2 decimals) */
  TaxAmt1?: number | null;
  /** SGST % (exact to 3 decimals) */
  TaxPer2?: number | null;
  /** SGST (exact to 2 decimals) */
  TaxAmt2?: number | null;
  /** IGST % (exact to 3 decimals) */
  TaxPer3?: number | null;
  /** IGST (exact to 2 decimals) */
  TaxAmt3?: number | null;
  /** Cess % (exact to 3 decimals) */
  TaxPer4?: number | null;
  /** Cess (exact to 2 decimals) */
  TaxAmt4?: number | null;
  /** Other % (exact to 3 decimals) */
  TaxPer5?: number | null;
  /** Other (exact to 2 decimals) */
  TaxAmt5?: number | null;
  /** Tax (exact to 2 decimals) */
  TotTax?: number | null;
  /** Net amount (exact to 2 decimals) */
  NetAmt?: number | null;
  /** Batch */
  BatchNo?: string | null;
  /** Mfg date */
  MfgDate?: string | null;
  /** Expiry */
  ExpDate?: string | null;
  /** Purchase rate (exact to 2 decimals) */
  PurchaseRate?: number | null;
  /** Sales rate (exact to 2 decimals) */
  SalesRate?: number | null;
  /** Packing */
  Packing?: string | null;
  ChallanId?: number | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Delivery challan return */
export type DeliverychallanreturnRecord = {
  Id: number;
  /** Firm */
  FirmId: number;
  /** Firm */
  FirmName?: string | null;
  /** Prefix */
  Prefix?: string | null;
  /** Customer */
  CustId: number;
  /** Party */
  PartyName?: string | null;
  /** Address */
  Address?: string | null;
  /** GSTIN */
  GSTIN?: string | null;
  /** Place of supply */
  PlaceOfSupply?: string | null;
  /** Rate */
  RateTypeId?: "CashRate" | "CreditRate" | "WholesaleRate" | "Rate4" | "Rate5" | null;
  /** Tax */
  BillType?: "NON GST" | "INCLUSIVE" | "EXCLUSIVE" | null;
  /** Quantity (exact to 3 decimals) */
  TotQty?: number | null;
  /** Free quantity (exact to 3 decimals) */
  FreeQty?: number | null;
  /** Amount (exact to 2 decimals) */
  TotItemAmt?: number | null;
  /** Discount % (exact to 3 decimals) */
  TotDiscPer?: number | null;
  /** Discount (exact to 2 decimals) */
  TotDiscAmt?: number | null;
  /** Taxable (exact to 2 decimals) */
  TotTaxable?: number | null;
  /** CGST (exact to 2 decimals) */
  TotCGST?: number | null;
  /** SGST (exact to 2 decimals) */
  TotSGST?: number | null;
  /** IGST (exact to 2 decimals) */
  TotIGST?: number | null;
  /** Cess (exact to 2 decimals) */
  TotCess?: number | null;
  /** Tax (exact to 2 decimals) */
  TotTax?: number | null;
  /** Net total (exact to 2 decimals) */
  NetTotal?: number | null;
  /** Extra charges (exact to 2 decimals) */
  ExtraBillCharges?: number | null;
  /** Extra discount % (exact to 3 decimals) */
  ExtraBillDiscountInPer?: number | null;
  /** Extra discount (exact to 2 decimals) */
  ExtraBillDiscount?: number | null;
  /** Bill amount (exact to 2 decimals) */
  BillAmt?: number | null;
  /** Round off (exact to 2 decimals) */
  RoundOff?: number | null;
  /** Net bill amount (exact to 2 decimals) */
  NetBillAmt?: number | null;
  /** Narration */
  Narration?: string | null;
  /** By hand */
  ByHand?: string | null;
  /** Vehicle */
  VehicleDetails?: string | null;
  /** Terms */
  TandCId?: number | null;
  /** Delivery no. */
  DCReturnNo?: number | null;
  /** Delivery challan return no. */
  PrefixDCReturnNo?: string | null;
  /** Delivery challan return date */
  DCReturnDate?: string | null;
  /** Items */
  DCReturnItems?: Array<unknown> | null;
  /** Against challan */
  ChallanId?: number | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Employee */
export type EmployeeRecord = {
  Id: number;
  /** Employee name */
  EmployeeName: string;
  /** Email */
  Email: string;
  /** Password */
  Password: string;
  /** Mobile */
  Mobile?: string | null;
  /** Branch */
  BranchId: number;
  /** Branch */
  BranchName?: string | null;
  /** Office type */
  TypeId: number;
  /** Office type */
  TypeName?: string | null;
  /** Role */
  RoleId: number;
  /** Role */
  RoleName?: string | null;
  /** Active (may sign in) */
  Status?: boolean | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Extra charge */
export type ExtrachargesRecord = {
  Id: number;
  /** Charge name */
  ChargeName: string;
  /** Ledger */
  LedgerId: number;
  /** Ledger */
  LedgerName?: string | null;
  /** Charged as */
  ChargeType?: "Amount" | "Percent" | null;
  /** Default amount (exact to 2 decimals) */
  DefaultAmount?: number | null;
  /** Default percent (exact to 2 decimals) */
  DefaultPercent?: number | null;
  /** Taxable */
  IsTaxable?: boolean | null;
  /** GST rate % (exact to 2 decimals) */
  TaxRate?: number | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Firm */
export type FirmRecord = {
  Id: number;
  /** Firm name */
  FirmName: string;
  /** Address */
  Address?: string | null;
  /** City */
  City?: string | null;
  /** State */
  State: "Jammu and Kashmir" | "Himachal Pradesh" | "Punjab" | "Chandigarh" | "Uttarakhand" | "Haryana" | "Delhi" | "Rajasthan" | "Uttar Pradesh" | "Bihar" | "Sikkim" | "Arunachal Pradesh" | "Nagaland" | "Manipur" | "Mizoram" | "Tripura" | "Meghalaya" | "Assam" | "West Bengal" | "Jharkhand" | "Odisha" | "Chhattisgarh" | "Madhya Pradesh" | "Gujarat" | "Dadra and Nagar Haveli and Daman and Diu" | "Maharashtra" | "Karnataka" | "Goa" | "Lakshadweep" | "Kerala" | "Tamil Nadu" | "Puducherry" | "Andaman and Nicobar Islands" | "Telangana" | "Andhra Pradesh" | "Ladakh" | "Other Territory";
  /** PIN code */
  Pincode?: string | null;
  /** GSTIN */
  GSTIN?: string | null;
  /** PAN */
  PAN?: string | null;
  /** Mobile */
  Mobile?: string | null;
  /** Phone */
  Phone?: string | null;
  /** Email */
  Email?: string | null;
  /** Bank name */
  BankName?: string | null;
  /** Bank account number */
  BankAccountNo?: string | null;
  /** IFSC */
  IFSC?: string | null;
  /** Bank branch */
  BankBranch?: string | null;
  /** Sales bill prefix */
  SalesPrefix?: string | null;
  /** Sales return prefix */
  SalesReturnPrefix?: string | null;
  /** Quotation prefix */
  QuotationPrefix?: string | null;
  /** Delivery challan prefix */
  ChallanPrefix?: string | null;
  /** Purchase order prefix */
  PurchaseOrderPrefix?: string | null;
  /** Status */
  Status?: 0 | 1 | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Icon */
export type IconmasterRecord = {
  Id: number;
  /** Icon name */
  IconName: string;
  /** Shown as */
  IconTitle?: string | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Item */
export type ItemRecord = {
  Id: number;
  /** Item name */
  ItemName: string;
  /** Item code */
  ItemCode?: string | null;
  /** Barcode */
  Barcode?: string | null;
  /** Description */
  Desc?: string | null;
  /** Unit */
  UnitId: number;
  /** Unit */
  UnitName?: string | null;
  /** Category */
  CategoryId?: number | null;
  /** Category */
  CategoryName?: string | null;
  /** Manufacturer */
  ManufacturerId?: number | null;
  /** Manufacturer */
  ManufacturerName?: string | null;
  /** HSN / SAC code */
  HSNCode?: string | null;
  /** GST rate % (exact to 2 decimals) */
  TaxRate?: number | null;
  /** Cess rate % (exact to 2 decimals) */
  CessRate?: number | null;
  /** Opening quantity (exact to 3 decimals) */
  OpeningQty?: number | null;
  /** Packing */
  Packing?: string | null;
  /** Shelf */
  Shelf?: string | null;
  /** Maximum level (exact to 3 decimals) */
  MaxLevel?: number | null;
  /** Reorder level (exact to 3 decimals) */
  RecorderLevel?: number | null;
  /** MRP (exact to 2 decimals) */
  MRP?: number | null;
  /** Discount % (exact to 2 decimals) */
  Discount?: number | null;
  /** Cash rate (exact to 2 decimals) */
  CashRate?: number | null;
  /** Credit rate (exact to 2 decimals) */
  CreditRate?: number | null;
  /** Wholesale rate (exact to 2 decimals) */
  WholesaleRate?: number | null;
  /** Rate 4 (exact to 2 decimals) */
  Rate4?: number | null;
  /** Rate 5 (exact to 2 decimals) */
  Rate5?: number | null;
  /** Last purchase rate (exact to 2 decimals) */
  LastPurchaseRate?: number | null;
  /** Active */
  Status?: boolean | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Ledger */
export type LedgerRecord = {
  Id: number;
  /** Ledger name */
  LedgerName: string;
  /** Group */
  GroupId: number;
  /** Opening balance (exact to 2 decimals) */
  OpeningBalance?: number | null;
  /** Dr / Cr */
  OpeningType?: "Dr" | "Cr" | null;
  /** System code */
  SystemCode?: string | null;
  /** Status */
  Status?: 0 | 1 | null;
  /** Group */
  GroupName?: string | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Ledger group */
export type LedgergroupRecord = {
  Id: number;
  /** Group name */
  GroupName: string;
  /** Group code */
  GroupCode?: string | null;
  /** Under group */
  ParentGroupId?: number | null;
  /** Nature */
  Nature: "Assets" | "Liabilities" | "Income" | "Expenses";
  /** Fixed group */
  IsFixed?: boolean | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Manufacturer */
export type ManufacturerRecord = {
  Id: number;
  /** Manufacturer name */
  ManufacturerName: string;
  /** Description */
  Desc?: string | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Party */
export type PartyRecord = {
  Id: number;
  /** Party number */
  PartyNo?: string | null;
  /** Party name */
  PartyName: string;
  /** Party type */
  PartyType: "Customer" | "Supplier";
  /** Address */
  Address?: string | null;
  /** State */
  State: "Jammu and Kashmir" | "Himachal Pradesh" | "Punjab" | "Chandigarh" | "Uttarakhand" | "Haryana" | "Delhi" | "Rajasthan" | "Uttar Pradesh" | "Bihar" | "Sikkim" | "Arunachal Pradesh" | "Nagaland" | "Manipur" | "Mizoram" | "Tripura" | "Meghalaya" | "Assam" | "West Bengal" | "Jharkhand" | "Odisha" | "Chhattisgarh" | "Madhya Pradesh" | "Gujarat" | "Dadra and Nagar Haveli and Daman and Diu" | "Maharashtra" | "Karnataka" | "Goa" | "Lakshadweep" | "Kerala" | "Tamil Nadu" | "Puducherry" | "Andaman and Nicobar Islands" | "Telangana" | "Andhra Pradesh" | "Ladakh" | "Other Territory";
  /** PIN code */
  Pincode?: string | null;
  /** Email */
  Email?: string | null;
  /** Mobile */
  Mobile?: string | null;
  /** GSTIN */
  GSTIN?: string | null;
  /** PAN */
  PAN?: string | null;
  /** Aadhaar */
  ADHAR?: string | null;
  /** Description */
  Desc?: string | null;
  /** Opening balance (exact to 2 decimals) */
  OpeningBalance?: number | null;
  /** Opening Dr / Cr */
  OpeningType?: "Dr" | "Cr" | null;
  /** Credit limit (exact to 2 decimals) */
  CreditLimit?: number | null;
  /** Credit period (days) */
  CreditPeriod?: number | null;
  /** Rate applied */
  FixedRate?: "CashRate" | "CreditRate" | "WholesaleRate" | "Rate4" | "Rate5" | null;
  /** Route */
  Route?: string | null;
  /** Ledger */
  LedgerId?: number | null;
  /** Status */
  Status?: 0 | 1 | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Payment */
export type PaymentRecord = {
  Id: number;
  /** Firm */
  FirmId: number;
  /** Firm */
  FirmName?: string | null;
  /** Prefix */
  Prefix?: string | null;
  /** Voucher no. */
  VoucherNo?: number | null;
  /** Voucher no. */
  PrefixVoucherNo?: string | null;
  /** Date */
  VoucherDate?: string | null;
  /** Paid from (cash / bank) */
  FromLedgerId: number;
  /** Paid from */
  FromLedgerName?: string | null;
  /** Paid to */
  ToLedgerId: number;
  /** Paid to */
  ToLedgerName?: string | null;
  /** Amount (exact to 2 decimals) */
  Amount: number;
  /** Mode */
  Mode?: "CASH" | "CHEQUE" | "NEFT" | "RTGS" | "IMPS" | "UPI" | "CARD" | null;
  /** Cheque / reference no. */
  ChequeNo?: string | null;
  /** Cheque date */
  ChequeDate?: string | null;
  /** Narration */
  Narration?: string | null;
  /** Against bills (exact to 2 decimals) */
  AllocatedAmt?: number | null;
  /** On account (exact to 2 decimals) */
  OnAccountAmt?: number | null;
  /** Bills settled */
  PaymentAllocations?: Array<unknown> | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Payment allocation */
export type PaymentallocationRecord = {
  Id: number;
  /** # */
  LineNo?: number | null;
  /** Bill */
  BillId: number;
  /** Bill no. */
  BillNo?: string | null;
  /** Bill date */
  BillDate?: string | null;
  /** Amount (exact to 2 decimals) */
  Amount: number;
  PaymentId?: number | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Purchase challan return line */
export type PcreturnlineRecord = {
  Id: number;
  /** # */
  LineNo?: number | null;
  /** Item */
  ItemId: number;
  /** Item */
  ItemName?: string | null;
  /** Description */
  ItemDescription?: string | null;
  /** HSN / SAC */
  HSNCode?: string | null;
  /** Unit */
  UnitId?: number | null;
  /** Unit */
  UnitName?: string | null;
  /** Qty (exact to 3 decimals) */
  Qty: number;
  /** Free qty (exact to 3 decimals) */
  FreeQty?: number | null;
  /** Rate (exact to 2 decimals) */
  Rate: number;
  /** Rate of the party's tier (exact to 2 decimals) */
  ActualRate?: number | null;
  /** Rate changed by hand */
  isManualChangeRate?: boolean | null;
  /** Amount (exact to 2 decimals) */
  ItemTotal?: number | null;
  /** Discount in percent */
  IsManualDiscPer?: boolean | null;
  /** Disc % (exact to 3 decimals) */
  DiscPer?: number | null;
  /** Disc amount (exact to 2 decimals) */
  DiscAmt?: number | null;
  /** Discount (exact to 2 decimals) */
  ActualDiscAmt?: number | null;
  /** GST % (exact to 3 decimals) */
  TaxRate?: number | null;
  /** Cess % (exact to 3 decimals) */
  CessRate?: number | null;
  /** Taxable (exact to 2 decimals) */
  TaxableAmt?: number | null;
  /** CGST % (exact to 3 decimals) */
  TaxPer1?: number | null;
  /** CGST (exact to 2 decimals) */
  TaxAmt1?: number | null;
  /** SGST % (exact to 3 decimals) */
  TaxPer2?: number | null;
  /** SGST (exact to 2 decimals) */
  TaxAmt2?: number | null;
  /** IGST % (exact to 3 decimals) */
  TaxPer3?: number | null;
  /** IGST (exact to 2 decimals) */
  TaxAmt3?: number | null;
  /** Cess % (exact to 3 decimals) */
  TaxPer4?: number | null;
  /** Cess (exact to 2 decimals) */
  TaxAmt4?: number | null;
  /** Other % (exact to 3 decimals) */
  TaxPer5?: number | null;
  /** Other (exact to 2 decimals) */
  TaxAmt5?: number | null;
  /** Tax (exact to 2 decimals) */
  TotTax?: number | null;
  /** Net amount (exact to 2 decimals) */
  NetAmt?: number | null;
  /** Batch */
  BatchNo?: string | null;
  /** Mfg date */
  MfgDate?: string | null;
  /** Expiry */
  ExpDate?: string | null;
  /** Purchase rate (exact to 2 decimals) */
  PurchaseRate?: number | null;
  /** Sales rate (exact to 2 decimals) */
  SalesRate?: number | null;
  /** Packing */
  Packing?: string | null;
  PCReturnId?: number | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Profile */
export type ProfileRecord = {
  Id: number;
  /** Role */
  RoleId: number;
  /** Role */
  RoleName?: string | null;
  /** Description */
  Desc?: string | null;
  /** Granted activities */
  Grants?: Array<Record<string, unknown>> | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Granted activity */
export type ProfilecontrolRecord = {
  Id: number;
  ProfileId?: number | null;
  /** # */
  LineNo?: number | null;
  /** Activity */
  ActivityId: number;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Purchase */
export type PurchaseRecord = {
  Id: number;
  /** Firm */
  FirmId: number;
  /** Firm */
  FirmName?: string | null;
  /** Prefix */
  Prefix?: string | null;
  /** Purchase no. */
  PurchaseNo?: number | null;
  /** Purchase no. */
  PrefixPurchaseNo?: string | null;
  /** Purchase date */
  PurchaseDate?: string | null;
  /** Supplier */
  SupplierId: number;
  /** Supplier bill no. */
  SupplierBillNo?: string | null;
  /** Supplier */
  PartyName?: string | null;
  /** Address */
  Address?: string | null;
  /** GSTIN */
  GSTIN?: string | null;
  /** Place of supply */
  PlaceOfSupply?: string | null;
  /** Payment */
  PaymentType?: "CASH" | "CREDIT" | "BANK" | null;
  /** Bank account */
  BankLedgerId?: number | null;
  /** Tax */
  PurchaseType?: "NON GST" | "INCLUSIVE" | "EXCLUSIVE" | null;
  /** Paid by */
  SubPaymentType?: string | null;
  /** Account name */
  AccountName?: string | null;
  /** Quantity (exact to 3 decimals) */
  TotQty?: number | null;
  /** Free quantity (exact to 3 decimals) */
  FreeQty?: number | null;
  /** Amount (exact to 2 decimals) */
  TotItemAmt?: number | null;
  /** Discount % (exact to 3 decimals) */
  TotDiscPer?: number | null;
  /** Discount (exact to 2 decimals) */
  TotDiscAmt?: number | null;
  /** Taxable (exact to 2 decimals) */
  TotTaxable?: number | null;
  /** CGST (exact to 2 decimals) */
  TotCGST?: number | null;
  /** SGST (exact to 2 decimals) */
  TotSGST?: number | null;
  /** IGST (exact to 2 decimals) */
  TotIGST?: number | null;
  /** Cess (exact to 2 decimals) */
  TotCess?: number | null;
  /** Tax (exact to 2 decimals) */
  TotTax?: number | null;
  /** Net total (exact to 2 decimals) */
  NetTotal?: number | null;
  /** Extra charges (exact to 2 decimals) */
  ExtraPurchaseCharges?: number | null;
  /** Extra discount % (exact to 3 decimals) */
  ExtraPurchaseDiscountInPer?: number | null;
  /** Extra discount (exact to 2 decimals) */
  ExtraPurchaseDiscount?: number | null;
  /** Bill amount (exact to 2 decimals) */
  BillAmt?: number | null;
  /** Round off (exact to 2 decimals) */
  RoundOff?: number | null;
  /** Net bill amount (exact to 2 decimals) */
  NetBillAmt?: number | null;
  /** Paid (exact to 2 decimals) */
  PaymentAmt?: number | null;
  /** Balance (exact to 2 decimals) */
  BalanceBillAmt?: number | null;
  /** By hand */
  ByHand?: string | null;
  /** Vehicle */
  VehicleDetails?: string | null;
  /** Narration */
  Narration?: string | null;
  /** Returned */
  IsReturn?: boolean | null;
  /** Return date */
  ReturnPurchaseDate?: string | null;
  /** Is a return */
  IsPurchaseReturn?: boolean | null;
  /** From a purchase order */
  IsPurchaseFromPO?: boolean | null;
  /** From purchase order */
  POId?: number | null;
  /** From purchase challan */
  PCId?: number | null;
  /** Items */
  PurchaseItems?: Array<unknown> | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Purchase challan */
export type PurchasechallanRecord = {
  Id: number;
  /** Firm */
  FirmId: number;
  /** Firm */
  FirmName?: string | null;
  /** Prefix */
  Prefix?: string | null;
  /** Supplier */
  SupplierId: number;
  /** Supplier bill no. */
  SupplierBillNo?: string | null;
  /** Supplier */
  PartyName?: string | null;
  /** Address */
  Address?: string | null;
  /** GSTIN */
  GSTIN?: string | null;
  /** Place of supply */
  PlaceOfSupply?: string | null;
  /** Tax */
  PurchaseType?: "NON GST" | "INCLUSIVE" | "EXCLUSIVE" | null;
  /** Quantity (exact to 3 decimals) */
  TotQty?: number | null;
  /** Free quantity (exact to 3 decimals) */
  FreeQty?: number | null;
  /** Amount (exact to 2 decimals) */
  TotItemAmt?: number | null;
  /** Discount % (exact to 3 decimals) */
  TotDiscPer?: number | null;
  /** Discount (exact to 2 decimals) */
  TotDiscAmt?: number | null;
  /** Taxable (exact to 2 decimals) */
  TotTaxable?: number | null;
  /** CGST (exact to 2 decimals) */
  TotCGST?: number | null;
  /** SGST (exact to 2 decimals) */
  TotSGST?: number | null;
  /** IGST (exact to 2 decimals) */
  TotIGST?: number | null;
  /** Cess (exact to 2 decimals) */
  TotCess?: number | null;
  /** Tax (exact to 2 decimals) */
  TotTax?: number | null;
  /** Net total (exact to 2 decimals) */
  NetTotal?: number | null;
  /** Extra charges (exact to 2 decimals) */
  ExtraPurchaseCharges?: number | null;
  /** Extra discount % (exact to 3 decimals) */
  ExtraPurchaseDiscountInPer?: number | null;
  /** Extra discount (exact to 2 decimals) */
  ExtraPurchaseDiscount?: number | null;
  /** Bill amount (exact to 2 decimals) */
  BillAmt?: number | null;
  /** Round off (exact to 2 decimals) */
  RoundOff?: number | null;
  /** Net bill amount (exact to 2 decimals) */
  NetBillAmt?: number | null;
  /** By hand */
  ByHand?: string | null;
  /** Vehicle */
  VehicleDetails?: string | null;
  /** Narration */
  Narration?: string | null;
  /** Purchase no. */
  PCNo?: number | null;
  /** Purchase challan no. */
  PrefixPCNo?: string | null;
  /** Purchase challan date */
  PCDate?: string | null;
  /** Items */
  PCItems?: Array<unknown> | null;
  /** Billed */
  IsConverted?: boolean | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Purchase challan line */
export type PurchasechallanlineRecord = {
  Id: number;
  /** # */
  LineNo?: number | null;
  /** Item */
  ItemId: number;
  /** Item */
  ItemName?: string | null;
  /** Description */
  ItemDescription?: string | null;
  /** HSN / SAC */
  HSNCode?: string | null;
  /** Unit */
  UnitId?: number | null;
  /** Unit */
  UnitName?: string | null;
  /** Qty (exact to 3 decimals) */
  Qty: number;
  /** Free qty (exact to 3 decimals) */
  FreeQty?: number | null;
  /** Rate (exact to 2 decimals) */
  Rate: number;
  /** Rate of the party's tier (exact to 2 decimals) */
  ActualRate?: number | null;
  /** Rate changed by hand */
  isManualChangeRate?: boolean | null;
  /** Amount (exact to 2 decimals) */
  ItemTotal?: number | null;
  /** Discount in percent */
  IsManualDiscPer?: boolean | null;
  /** Disc % (exact to 3 decimals) */
  DiscPer?: number | null;
  /** Disc amount (exact to 2 decimals) */
  DiscAmt?: number | null;
  /** Discount (exact to 2 decimals) */
  ActualDiscAmt?: number | null;
  /** GST % (exact to 3 decimals) */
  TaxRate?: number | null;
  /** Cess % (exact to 3 decimals) */
  CessRate?: number | null;
  /** Taxable (exact to 2 decimals) */
  TaxableAmt?: number | null;
  /** CGST % (exact to 3 decimals) */
  TaxPer1?: number | null;
  /** CGST (exact to 2 decimals) */
  TaxAmt1?: number | null;
  /** SGST % (exact to 3 decimals) */
  TaxPer2?: number | null;
  /** SGST (exact to 2 decimals) */
  TaxAmt2?: number | null;
  /** IGST % (exact to 3 decimals) */
  TaxPer3?: number | null;
  /** IGST (exact to 2 decimals) */
  TaxAmt3?: number | null;
  /** Cess % (exact to 3 decimals) */
  TaxPer4?: number | null;
  /** Cess (exact to 2 decimals) */
  TaxAmt4?: number | null;
  /** Other % (exact to 3 decimals) */
  TaxPer5?: number | null;
  /** Other (exact to 2 decimals) */
  TaxAmt5?: number | null;
  /** Tax (exact to 2 decimals) */
  TotTax?: number | null;
  /** Net amount (exact to 2 decimals) */
  NetAmt?: number | null;
  /** Batch */
  BatchNo?: string | null;
  /** Mfg date */
  MfgDate?: string | null;
  /** Expiry */
  ExpDate?: string | null;
  /** Purchase rate (exact to 2 decimals) */
  PurchaseRate?: number | null;
  /** Sales rate (exact to 2 decimals) */
  SalesRate?: number | null;
  /** Packing */
  Packing?: string | null;
  PCId?: number | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Purchase challan return */
export type PurchasechallanreturnRecord = {
  Id: number;
  /** Firm */
  FirmId: number;
  /** Firm */
  FirmName?: string | null;
  /** Prefix */
  Prefix?: string | null;
  /** Supplier */
  SupplierId: number;
  /** Supplier bill no. */
  SupplierBillNo?: string | null;
  /** Supplier */
  PartyName?: string | null;
  /** Address */
  Address?: string | null;
  /** GSTIN */
  GSTIN?: string | null;
  /** Place of supply */
  PlaceOfSupply?: string | null;
  /** Tax */
  PurchaseType?: "NON GST" | "INCLUSIVE" | "EXCLUSIVE" | null;
  /** Quantity (exact to 3 decimals) */
  TotQty?: number | null;
  /** Free quantity (exact to 3 decimals) */
  FreeQty?: number | null;
  /** Amount (exact to 2 decimals) */
  TotItemAmt?: number | null;
  /** Discount % (exact to 3 decimals) */
  TotDiscPer?: number | null;
  /** Discount (exact to 2 decimals) */
  TotDiscAmt?: number | null;
  /** Taxable (exact to 2 decimals) */
  TotTaxable?: number | null;
  /** CGST (exact to 2 decimals) */
  TotCGST?: number | null;
  /** SGST (exact to 2 decimals) */
  TotSGST?: number | null;
  /** IGST (exact to 2 decimals) */
  TotIGST?: number | null;
  /** Cess (exact to 2 decimals) */
  TotCess?: number | null;
  /** Tax (exact to 2 decimals) */
  TotTax?: number | null;
  /** Net total (exact to 2 decimals) */
  NetTotal?: number | null;
  /** Extra charges (exact to 2 decimals) */
  ExtraPurchaseCharges?: number | null;
  /** Extra discount % (exact to 3 decimals) */
  ExtraPurchaseDiscountInPer?: number | null;
  /** Extra discount (exact to 2 decimals) */
  ExtraPurchaseDiscount?: number | null;
  /** Bill amount (exact to 2 decimals) */
  BillAmt?: number | null;
  /** Round off (exact to 2 decimals) */
  RoundOff?: number | null;
  /** Net bill amount (exact to 2 decimals) */
  NetBillAmt?: number | null;
  /** By hand */
  ByHand?: string | null;
  /** Vehicle */
  VehicleDetails?: string | null;
  /** Narration */
  Narration?: string | null;
  /** Against challan */
  PCId?: number | null;
  /** Purchase no. */
  PCReturnNo?: number | null;
  /** Purchase challan return no. */
  PrefixPCReturnNo?: string | null;
  /** Purchase challan return date */
  PCReturnDate?: string | null;
  /** Items */
  PCReturnItems?: Array<unknown> | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Purchase line */
export type PurchaselineRecord = {
  Id: number;
  /** # */
  LineNo?: number | null;
  /** Item */
  ItemId: number;
  /** Item */
  ItemName?: string | null;
  /** Description */
  ItemDescription?: string | null;
  /** HSN / SAC */
  HSNCode?: string | null;
  /** Unit */
  UnitId?: number | null;
  /** Unit */
  UnitName?: string | null;
  /** Qty (exact to 3 decimals) */
  Qty: number;
  /** Free qty (exact to 3 decimals) */
  FreeQty?: number | null;
  /** Rate (exact to 2 decimals) */
  Rate: number;
  /** Rate of the party's tier (exact to 2 decimals) */
  ActualRate?: number | null;
  /** Rate changed by hand */
  isManualChangeRate?: boolean | null;
  /** Amount (exact to 2 decimals) */
  ItemTotal?: number | null;
  /** Discount in percent */
  IsManualDiscPer?: boolean | null;
  /** Disc % (exact to 3 decimals) */
  DiscPer?: number | null;
  /** Disc amount (exact to 2 decimals) */
  DiscAmt?: number | null;
  /** Discount (exact to 2 decimals) */
  ActualDiscAmt?: number | null;
  /** GST % (exact to 3 decimals) */
  TaxRate?: number | null;
  /** Cess % (exact to 3 decimals) */
  CessRate?: number | null;
  /** Taxable (exact to 2 decimals) */
  TaxableAmt?: number | null;
  /** CGST % (exact to 3 decimals) */
  TaxPer1?: number | null;
  /** CGST (exact to 2 decimals) */
  TaxAmt1?: number | null;
  /** SGST % (exact to 3 decimals) */
  TaxPer2?: number | null;
  /** SGST (exact to 2 decimals) */
  TaxAmt2?: number | null;
  /** IGST % (exact to 3 decimals) */
  TaxPer3?: number | null;
  /** IGST (exact to 2 decimals) */
  TaxAmt3?: number | null;
  /** Cess % (exact to 3 decimals) */
  TaxPer4?: number | null;
  /** Cess (exact to 2 decimals) */
  TaxAmt4?: number | null;
  /** Other % (exact to 3 decimals) */
  TaxPer5?: number | null;
  /** Other (exact to 2 decimals) */
  TaxAmt5?: number | null;
  /** Tax (exact to 2 decimals) */
  TotTax?: number | null;
  /** Net amount (exact to 2 decimals) */
  NetAmt?: number | null;
  /** Batch */
  BatchNo?: string | null;
  /** Mfg date */
  MfgDate?: string | null;
  /** Expiry */
  ExpDate?: string | null;
  /** Purchase rate (exact to 2 decimals) */
  PurchaseRate?: number | null;
  /** Sales rate (exact to 2 decimals) */
  SalesRate?: number | null;
  /** Packing */
  Packing?: string | null;
  PurchaseId?: number | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Purchase order */
export type PurchaseorderRecord = {
  Id: number;
  /** Firm */
  FirmId: number;
  /** Firm */
  FirmName?: string | null;
  /** Prefix */
  Prefix?: string | null;
  /** Supplier */
  SupplierId: number;
  /** Supplier */
  PartyName?: string | null;
  /** Address */
  Address?: string | null;
  /** GSTIN */
  GSTIN?: string | null;
  /** Place of supply */
  PlaceOfSupply?: string | null;
  /** Tax */
  PurchaseType?: "NON GST" | "INCLUSIVE" | "EXCLUSIVE" | null;
  /** Quantity (exact to 3 decimals) */
  TotQty?: number | null;
  /** Free quantity (exact to 3 decimals) */
  FreeQty?: number | null;
  /** Amount (exact to 2 decimals) */
  TotItemAmt?: number | null;
  /** Discount % (exact to 3 decimals) */
  TotDiscPer?: number | null;
  /** Discount (exact to 2 decimals) */
  TotDiscAmt?: number | null;
  /** Taxable (exact to 2 decimals) */
  TotTaxable?: number | null;
  /** CGST (exact to 2 decimals) */
  TotCGST?: number | null;
  /** SGST (exact to 2 decimals) */
  TotSGST?: number | null;
  /** IGST (exact to 2 decimals) */
  TotIGST?: number | null;
  /** Cess (exact to 2 decimals) */
  TotCess?: number | null;
  /** Tax (exact to 2 decimals) */
  TotTax?: number | null;
  /** Net total (exact to 2 decimals) */
  NetTotal?: number | null;
  /** Extra charges (exact to 2 decimals) */
  ExtraPurchaseCharges?: number | null;
  /** Extra discount % (exact to 3 decimals) */
  ExtraPurchaseDiscountInPer?: number | null;
  /** Extra discount (exact to 2 decimals) */
  ExtraPurchaseDiscount?: number | null;
  /** Bill amount (exact to 2 decimals) */
  BillAmt?: number | null;
  /** Round off (exact to 2 decimals) */
  RoundOff?: number | null;
  /** Net bill amount (exact to 2 decimals) */
  NetBillAmt?: number | null;
  /** By hand */
  ByHand?: string | null;
  /** Vehicle */
  VehicleDetails?: string | null;
  /** Narration */
  Narration?: string | null;
  /** Purchase no. */
  PONo?: number | null;
  /** Purchase order no. */
  PrefixPONo?: string | null;
  /** Purchase order date */
  PODate?: string | null;
  /** Items */
  POItems?: Array<unknown> | null;
  /** Deliver by */
  DeliveryBy?: string | null;
  /** Received */
  IsConverted?: boolean | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Purchase order line */
export type PurchaseorderlineRecord = {
  Id: number;
  /** # */
  LineNo?: number | null;
  /** Item */
  ItemId: number;
  /** Item */
  ItemName?: string | null;
  /** Description */
  ItemDescription?: string | null;
  /** HSN / SAC */
  HSNCode?: string | null;
  /** Unit */
  UnitId?: number | null;
  /** Unit */
  UnitName?: string | null;
  /** Qty (exact to 3 decimals) */
  Qty: number;
  /** Free qty (exact to 3 decimals) */
  FreeQty?: number | null;
  /** Rate (exact to 2 decimals) */
  Rate: number;
  /** Rate of the party's tier (exact to 2 decimals) */
  ActualRate?: number | null;
  /** Rate changed by hand */
  isManualChangeRate?: boolean | null;
  /** Amount (exact to 2 decimals) */
  ItemTotal?: number | null;
  /** Discount in percent */
  IsManualDiscPer?: boolean | null;
  /** Disc % (exact to 3 decimals) */
  DiscPer?: number | null;
  /** Disc amount (exact to 2 decimals) */
  DiscAmt?: number | null;
  /** Discount (exact to 2 decimals) */
  ActualDiscAmt?: number | null;
  /** GST % (exact to 3 decimals) */
  TaxRate?: number | null;
  /** Cess % (exact to 3 decimals) */
  CessRate?: number | null;
  /** Taxable (exact to 2 decimals) */
  TaxableAmt?: number | null;
  /** CGST % (exact to 3 decimals) */
  TaxPer1?: number | null;
  /** CGST (exact to 2 decimals) */
  TaxAmt1?: number | null;
  /** SGST % (exact to 3 decimals) */
  TaxPer2?: number | null;
  /** SGST (exact to 2 decimals) */
  TaxAmt2?: number | null;
  /** IGST % (exact to 3 decimals) */
  TaxPer3?: number | null;
  /** IGST (exact to 2 decimals) */
  TaxAmt3?: number | null;
  /** Cess % (exact to 3 decimals) */
  TaxPer4?: number | null;
  /** Cess (exact to 2 decimals) */
  TaxAmt4?: number | null;
  /** Other % (exact to 3 decimals) */
  TaxPer5?: number | null;
  /** Other (exact to 2 decimals) */
  TaxAmt5?: number | null;
  /** Tax (exact to 2 decimals) */
  TotTax?: number | null;
  /** Net amount (exact to 2 decimals) */
  NetAmt?: number | null;
  /** Batch */
  BatchNo?: string | null;
  /** Mfg date */
  MfgDate?: string | null;
  /** Expiry */
  ExpDate?: string | null;
  /** Purchase rate (exact to 2 decimals) */
  PurchaseRate?: number | null;
  /** Sales rate (exact to 2 decimals) */
  SalesRate?: number | null;
  /** Packing */
  Packing?: string | null;
  POId?: number | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Purchase return */
export type PurchasereturnRecord = {
  Id: number;
  /** Firm */
  FirmId: number;
  /** Firm */
  FirmName?: string | null;
  /** Prefix */
  Prefix?: string | null;
  /** Supplier */
  SupplierId: number;
  /** Supplier bill no. */
  SupplierBillNo?: string | null;
  /** Supplier */
  PartyName?: string | null;
  /** Address */
  Address?: string | null;
  /** GSTIN */
  GSTIN?: string | null;
  /** Place of supply */
  PlaceOfSupply?: string | null;
  /** Refund */
  PaymentType?: "CASH" | "CREDIT NOTE" | null;
  /** Tax */
  PurchaseType?: "NON GST" | "INCLUSIVE" | "EXCLUSIVE" | null;
  /** Quantity (exact to 3 decimals) */
  TotQty?: number | null;
  /** Free quantity (exact to 3 decimals) */
  FreeQty?: number | null;
  /** Amount (exact to 2 decimals) */
  TotItemAmt?: number | null;
  /** Discount % (exact to 3 decimals) */
  TotDiscPer?: number | null;
  /** Discount (exact to 2 decimals) */
  TotDiscAmt?: number | null;
  /** Taxable (exact to 2 decimals) */
  TotTaxable?: number | null;
  /** CGST (exact to 2 decimals) */
  TotCGST?: number | null;
  /** SGST (exact to 2 decimals) */
  TotSGST?: number | null;
  /** IGST (exact to 2 decimals) */
  TotIGST?: number | null;
  /** Cess (exact to 2 decimals) */
  TotCess?: number | null;
  /** Tax (exact to 2 decimals) */
  TotTax?: number | null;
  /** Net total (exact to 2 decimals) */
  NetTotal?: number | null;
  /** Extra charges (exact to 2 decimals) */
  ExtraPurchaseCharges?: number | null;
  /** Extra discount % (exact to 3 decimals) */
  ExtraPurchaseDiscountInPer?: number | null;
  /** Extra discount (exact to 2 decimals) */
  ExtraPurchaseDiscount?: number | null;
  /** Bill amount (exact to 2 decimals) */
  BillAmt?: number | null;
  /** Round off (exact to 2 decimals) */
  RoundOff?: number | null;
  /** Net bill amount (exact to 2 decimals) */
  NetBillAmt?: number | null;
  /** Balance (exact to 2 decimals) */
  BalanceBillAmt?: number | null;
  /** By hand */
  ByHand?: string | null;
  /** Vehicle */
  VehicleDetails?: string | null;
  /** Narration */
  Narration?: string | null;
  /** Purchase no. */
  PurchaseReturnNo?: number | null;
  /** Purchase return no. */
  PrefixPurchaseReturnNo?: string | null;
  /** Purchase return date */
  PurchaseReturnDate?: string | null;
  /** Items */
  PurchaseReturnItems?: Array<unknown> | null;
  /** Against purchase */
  PurchaseId?: number | null;
  /** Refunded (exact to 2 decimals) */
  RefundAmt?: number | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Purchase return line */
export type PurchasereturnlineRecord = {
  Id: number;
  /** # */
  LineNo?: number | null;
  /** Item */
  ItemId: number;
  /** Item */
  ItemName?: string | null;
  /** Description */
  ItemDescription?: string | null;
  /** HSN / SAC */
  HSNCode?: string | null;
  /** Unit */
  UnitId?: number | null;
  /** Unit */
  UnitName?: string | null;
  /** Qty (exact to 3 decimals) */
  Qty: number;
  /** Free qty (exact to 3 decimals) */
  FreeQty?: number | null;
  /** Rate (exact to 2 decimals) */
  Rate: number;
  /** Rate of the party's tier (exact to 2 decimals) */
  ActualRate?: number | null;
  /** Rate changed by hand */
  isManualChangeRate?: boolean | null;
  /** Amount (exact to 2 decimals) */
  ItemTotal?: number | null;
  /** Discount in percent */
  IsManualDiscPer?: boolean | null;
  /** Disc % (exact to 3 decimals) */
  DiscPer?: number | null;
  /** Disc amount (exact to 2 decimals) */
  DiscAmt?: number | null;
  /** Discount (exact to 2 decimals) */
  ActualDiscAmt?: number | null;
  /** GST % (exact to 3 decimals) */
  TaxRate?: number | null;
  /** Cess % (exact to 3 decimals) */
  CessRate?: number | null;
  /** Taxable (exact to 2 decimals) */
  TaxableAmt?: number | null;
  /** CGST % (exact to 3 decimals) */
  TaxPer1?: number | null;
  /** CGST (exact to 2 decimals) */
  TaxAmt1?: number | null;
  /** SGST % (exact to 3 decimals) */
  TaxPer2?: number | null;
  /** SGST (exact to 2 decimals) */
  TaxAmt2?: number | null;
  /** IGST % (exact to 3 decimals) */
  TaxPer3?: number | null;
  /** IGST (exact to 2 decimals) */
  TaxAmt3?: number | null;
  /** Cess % (exact to 3 decimals) */
  TaxPer4?: number | null;
  /** Cess (exact to 2 decimals) */
  TaxAmt4?: number | null;
  /** Other % (exact to 3 decimals) */
  TaxPer5?: number | null;
  /** Other (exact to 2 decimals) */
  TaxAmt5?: number | null;
  /** Tax (exact to 2 decimals) */
  TotTax?: number | null;
  /** Net amount (exact to 2 decimals) */
  NetAmt?: number | null;
  /** Batch */
  BatchNo?: string | null;
  /** Mfg date */
  MfgDate?: string | null;
  /** Expiry */
  ExpDate?: string | null;
  /** Purchase rate (exact to 2 decimals) */
  PurchaseRate?: number | null;
  /** Sales rate (exact to 2 decimals) */
  SalesRate?: number | null;
  /** Packing */
  Packing?: string | null;
  PurchaseReturnId?: number | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Quotation */
export type QuotationRecord = {
  Id: number;
  /** Firm */
  FirmId: number;
  /** Firm */
  FirmName?: string | null;
  /** Prefix */
  Prefix?: string | null;
  /** Customer */
  CustId: number;
  /** Party */
  PartyName?: string | null;
  /** Address */
  Address?: string | null;
  /** GSTIN */
  GSTIN?: string | null;
  /** Place of supply */
  PlaceOfSupply?: string | null;
  /** Rate */
  RateTypeId?: "CashRate" | "CreditRate" | "WholesaleRate" | "Rate4" | "Rate5" | null;
  /** Tax */
  BillType?: "NON GST" | "INCLUSIVE" | "EXCLUSIVE" | null;
  /** Quantity (exact to 3 decimals) */
  TotQty?: number | null;
  /** Free quantity (exact to 3 decimals) */
  FreeQty?: number | null;
  /** Amount (exact to 2 decimals) */
  TotItemAmt?: number | null;
  /** Discount % (exact to 3 decimals) */
  TotDiscPer?: number | null;
  /** Discount (exact to 2 decimals) */
  TotDiscAmt?: number | null;
  /** Taxable (exact to 2 decimals) */
  TotTaxable?: number | null;
  /** CGST (exact to 2 decimals) */
  TotCGST?: number | null;
  /** SGST (exact to 2 decimals) */
  TotSGST?: number | null;
  /** IGST (exact to 2 decimals) */
  TotIGST?: number | null;
  /** Cess (exact to 2 decimals) */
  TotCess?: number | null;
  /** Tax (exact to 2 decimals) */
  TotTax?: number | null;
  /** Net total (exact to 2 decimals) */
  NetTotal?: number | null;
  /** Extra charges (exact to 2 decimals) */
  ExtraBillCharges?: number | null;
  /** Extra discount % (exact to 3 decimals) */
  ExtraBillDiscountInPer?: number | null;
  /** Extra discount (exact to 2 decimals) */
  ExtraBillDiscount?: number | null;
  /** Bill amount (exact to 2 decimals) */
  BillAmt?: number | null;
  /** Round off (exact to 2 decimals) */
  RoundOff?: number | null;
  /** Net bill amount (exact to 2 decimals) */
  NetBillAmt?: number | null;
  /** Narration */
  Narration?: string | null;
  /** Terms */
  TandCId?: number | null;
  /** Quotation no. */
  QuotationNo?: number | null;
  /** Quotation no. */
  PrefixQuotationNo?: string | null;
  /** Quotation date */
  QuotationDate?: string | null;
  /** Items */
  QuotationItems?: Array<unknown> | null;
  /** Valid till */
  ValidTill?: string | null;
  /** Billed */
  IsConverted?: boolean | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Quotation line */
export type QuotationlineRecord = {
  Id: number;
  /** # */
  LineNo?: number | null;
  /** Item */
  ItemId: number;
  /** Item */
  ItemName?: string | null;
  /** Description */
  ItemDescription?: string | null;
  /** HSN / SAC */
  HSNCode?: string | null;
  /** Unit */
  UnitId?: number | null;
  /** Unit */
  UnitName?: string | null;
  /** Qty (exact to 3 decimals) */
  Qty: number;
  /** Free qty (exact to 3 decimals) */
  FreeQty?: number | null;
  /** Rate (exact to 2 decimals) */
  Rate: number;
  /** Rate of the party's tier (exact to 2 decimals) */
  ActualRate?: number | null;
  /** Rate changed by hand */
  isManualChangeRate?: boolean | null;
  /** Amount (exact to 2 decimals) */
  ItemTotal?: number | null;
  /** Discount in percent */
  IsManualDiscPer?: boolean | null;
  /** Disc % (exact to 3 decimals) */
  DiscPer?: number | null;
  /** Disc amount (exact to 2 decimals) */
  DiscAmt?: number | null;
  /** Discount (exact to 2 decimals) */
  ActualDiscAmt?: number | null;
  /** GST % (exact to 3 decimals) */
  TaxRate?: number | null;
  /** Cess % (exact to 3 decimals) */
  CessRate?: number | null;
  /** Taxable (exact to 2 decimals) */
  TaxableAmt?: number | null;
  /** CGST % (exact to 3 decimals) */
  TaxPer1?: number | null;
  /** CGST (exact to 2 decimals) */
  TaxAmt1?: number | null;
  /** SGST % (exact to 3 decimals) */
  TaxPer2?: number | null;
  /** SGST (exact to 2 decimals) */
  TaxAmt2?: number | null;
  /** IGST % (exact to 3 decimals) */
  TaxPer3?: number | null;
  /** IGST (exact to 2 decimals) */
  TaxAmt3?: number | null;
  /** Cess % (exact to 3 decimals) */
  TaxPer4?: number | null;
  /** Cess (exact to 2 decimals) */
  TaxAmt4?: number | null;
  /** Other % (exact to 3 decimals) */
  TaxPer5?: number | null;
  /** Other (exact to 2 decimals) */
  TaxAmt5?: number | null;
  /** Tax (exact to 2 decimals) */
  TotTax?: number | null;
  /** Net amount (exact to 2 decimals) */
  NetAmt?: number | null;
  /** Batch */
  BatchNo?: string | null;
  /** Mfg date */
  MfgDate?: string | null;
  /** Expiry */
  ExpDate?: string | null;
  /** Purchase rate (exact to 2 decimals) */
  PurchaseRate?: number | null;
  /** Sales rate (exact to 2 decimals) */
  SalesRate?: number | null;
  /** Packing */
  Packing?: string | null;
  QuotationId?: number | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Receipt */
export type ReceiptRecord = {
  Id: number;
  /** Firm */
  FirmId: number;
  /** Firm */
  FirmName?: string | null;
  /** Prefix */
  Prefix?: string | null;
  /** Voucher no. */
  VoucherNo?: number | null;
  /** Voucher no. */
  PrefixVoucherNo?: string | null;
  /** Date */
  VoucherDate?: string | null;
  /** Received from */
  FromLedgerId: number;
  /** Received from */
  FromLedgerName?: string | null;
  /** Into (cash / bank) */
  ToLedgerId: number;
  /** Into */
  ToLedgerName?: string | null;
  /** Amount (exact to 2 decimals) */
  Amount: number;
  /** Mode */
  Mode?: "CASH" | "CHEQUE" | "NEFT" | "RTGS" | "IMPS" | "UPI" | "CARD" | null;
  /** Cheque / reference no. */
  ChequeNo?: string | null;
  /** Cheque date */
  ChequeDate?: string | null;
  /** Narration */
  Narration?: string | null;
  /** Against bills (exact to 2 decimals) */
  AllocatedAmt?: number | null;
  /** On account (exact to 2 decimals) */
  OnAccountAmt?: number | null;
  /** Bills settled */
  ReceiptAllocations?: Array<unknown> | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Receipt allocation */
export type ReceiptallocationRecord = {
  Id: number;
  ReceiptId?: number | null;
  /** # */
  LineNo?: number | null;
  /** Bill */
  BillId: number;
  /** Bill no. */
  BillNo?: string | null;
  /** Bill date */
  BillDate?: string | null;
  /** Amount (exact to 2 decimals) */
  Amount: number;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Role */
export type RoleRecord = {
  Id: number;
  /** Role name */
  RoleName: string;
  /** Description */
  Desc?: string | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Sales bill */
export type SalesRecord = {
  Id: number;
  /** Firm */
  FirmId: number;
  /** Firm */
  FirmName?: string | null;
  /** Prefix */
  Prefix?: string | null;
  /** Bill no. */
  BillNo?: number | null;
  /** Bill no. */
  PrefixBillNo?: string | null;
  /** Bill date */
  BillDate?: string | null;
  /** Customer */
  CustId: number;
  /** Party */
  PartyName?: string | null;
  /** Address */
  Address?: string | null;
  /** GSTIN */
  GSTIN?: string | null;
  /** Place of supply */
  PlaceOfSupply?: string | null;
  /** Rate */
  RateTypeId?: "CashRate" | "CreditRate" | "WholesaleRate" | "Rate4" | "Rate5" | null;
  /** Tax */
  BillType?: "NON GST" | "INCLUSIVE" | "EXCLUSIVE" | null;
  /** Payment */
  PaymentType?: "CASH" | "CREDIT" | "BANK" | null;
  /** Bank account */
  BankLedgerId?: number | null;
  /** Paid by */
  SubPaymentType?: string | null;
  /** Account name */
  AccountName?: string | null;
  /** Quantity (exact to 3 decimals) */
  TotQty?: number | null;
  /** Free quantity (exact to 3 decimals) */
  FreeQty?: number | null;
  /** Amount (exact to 2 decimals) */
  TotItemAmt?: number | null;
  /** Discount % (exact to 3 decimals) */
  TotDiscPer?: number | null;
  /** Discount (exact to 2 decimals) */
  TotDiscAmt?: number | null;
  /** Taxable (exact to 2 decimals) */
  TotTaxable?: number | null;
  /** CGST (exact to 2 decimals) */
  TotCGST?: number | null;
  /** SGST (exact to 2 decimals) */
  TotSGST?: number | null;
  /** IGST (exact to 2 decimals) */
  TotIGST?: number | null;
  /** Cess (exact to 2 decimals) */
  TotCess?: number | null;
  /** Tax (exact to 2 decimals) */
  TotTax?: number | null;
  /** Net total (exact to 2 decimals) */
  NetTotal?: number | null;
  /** Extra charges (exact to 2 decimals) */
  ExtraBillCharges?: number | null;
  /** Extra discount % (exact to 3 decimals) */
  ExtraBillDiscountInPer?: number | null;
  /** Extra discount (exact to 2 decimals) */
  ExtraBillDiscount?: number | null;
  /** Bill amount (exact to 2 decimals) */
  BillAmt?: number | null;
  /** Round off (exact to 2 decimals) */
  RoundOff?: number | null;
  /** Net bill amount (exact to 2 decimals) */
  NetBillAmt?: number | null;
  /** Received (exact to 2 decimals) */
  ReceiptAmt?: number | null;
  /** Balance (exact to 2 decimals) */
  BalanceBillAmt?: number | null;
  /** Narration */
  Narration?: string | null;
  /** Returned */
  IsReturn?: boolean | null;
  /** Return date */
  ReturnBillDate?: string | null;
  /** By hand */
  ByHand?: string | null;
  /** Vehicle */
  VehicleDetails?: string | null;
  /** Terms */
  TandCId?: number | null;
  /** From quotation */
  QuotationId?: number | null;
  /** From delivery challan */
  DCId?: number | null;
  /** Items */
  BillItems?: Array<unknown> | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Sales line */
export type SaleslineRecord = {
  Id: number;
  SalesId?: number | null;
  /** # */
  LineNo?: number | null;
  /** Item */
  ItemId: number;
  /** Item */
  ItemName?: string | null;
  /** Description */
  ItemDescription?: string | null;
  /** HSN / SAC */
  HSNCode?: string | null;
  /** Unit */
  UnitId?: number | null;
  /** Unit */
  UnitName?: string | null;
  /** Qty (exact to 3 decimals) */
  Qty: number;
  /** Free qty (exact to 3 decimals) */
  FreeQty?: number | null;
  /** Rate (exact to 2 decimals) */
  Rate: number;
  /** Rate of the party's tier (exact to 2 decimals) */
  ActualRate?: number | null;
  /** Rate changed by hand */
  isManualChangeRate?: boolean | null;
  /** Amount (exact to 2 decimals) */
  ItemTotal?: number | null;
  /** Discount in percent */
  IsManualDiscPer?: boolean | null;
  /** Disc % (exact to 3 decimals) */
  DiscPer?: number | null;
  /** Disc amount (exact to 2 decimals) */
  DiscAmt?: number | null;
  /** Discount (exact to 2 decimals) */
  ActualDiscAmt?: number | null;
  /** GST % (exact to 3 decimals) */
  TaxRate?: number | null;
  /** Cess % (exact to 3 decimals) */
  CessRate?: number | null;
  /** Taxable (exact to 2 decimals) */
  TaxableAmt?: number | null;
  /** CGST % (exact to 3 decimals) */
  TaxPer1?: number | null;
  /** CGST (exact to 2 decimals) */
  TaxAmt1?: number | null;
  /** SGST % (exact to 3 decimals) */
  TaxPer2?: number | null;
  /** SGST (exact to 2 decimals) */
  TaxAmt2?: number | null;
  /** IGST % (exact to 3 decimals) */
  TaxPer3?: number | null;
  /** IGST (exact to 2 decimals) */
  TaxAmt3?: number | null;
  /** Cess % (exact to 3 decimals) */
  TaxPer4?: number | null;
  /** Cess (exact to 2 decimals) */
  TaxAmt4?: number | null;
  /** Other % (exact to 3 decimals) */
  TaxPer5?: number | null;
  /** Other (exact to 2 decimals) */
  TaxAmt5?: number | null;
  /** Tax (exact to 2 decimals) */
  TotTax?: number | null;
  /** Net amount (exact to 2 decimals) */
  NetAmt?: number | null;
  /** Batch */
  BatchNo?: string | null;
  /** Mfg date */
  MfgDate?: string | null;
  /** Expiry */
  ExpDate?: string | null;
  /** Purchase rate (exact to 2 decimals) */
  PurchaseRate?: number | null;
  /** Sales rate (exact to 2 decimals) */
  SalesRate?: number | null;
  /** Packing */
  Packing?: string | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Sales return */
export type SalesreturnRecord = {
  Id: number;
  /** Firm */
  FirmId: number;
  /** Firm */
  FirmName?: string | null;
  /** Prefix */
  Prefix?: string | null;
  /** Customer */
  CustId: number;
  /** Party */
  PartyName?: string | null;
  /** Address */
  Address?: string | null;
  /** GSTIN */
  GSTIN?: string | null;
  /** Place of supply */
  PlaceOfSupply?: string | null;
  /** Rate */
  RateTypeId?: "CashRate" | "CreditRate" | "WholesaleRate" | "Rate4" | "Rate5" | null;
  /** Tax */
  BillType?: "NON GST" | "INCLUSIVE" | "EXCLUSIVE" | null;
  /** Refund */
  PaymentType?: "CASH" | "CREDIT NOTE" | null;
  /** Quantity (exact to 3 decimals) */
  TotQty?: number | null;
  /** Free quantity (exact to 3 decimals) */
  FreeQty?: number | null;
  /** Amount (exact to 2 decimals) */
  TotItemAmt?: number | null;
  /** Discount % (exact to 3 decimals) */
  TotDiscPer?: number | null;
  /** Discount (exact to 2 decimals) */
  TotDiscAmt?: number | null;
  /** Taxable (exact to 2 decimals) */
  TotTaxable?: number | null;
  /** CGST (exact to 2 decimals) */
  TotCGST?: number | null;
  /** SGST (exact to 2 decimals) */
  TotSGST?: number | null;
  /** IGST (exact to 2 decimals) */
  TotIGST?: number | null;
  /** Cess (exact to 2 decimals) */
  TotCess?: number | null;
  /** Tax (exact to 2 decimals) */
  TotTax?: number | null;
  /** Net total (exact to 2 decimals) */
  NetTotal?: number | null;
  /** Extra charges (exact to 2 decimals) */
  ExtraBillCharges?: number | null;
  /** Extra discount % (exact to 3 decimals) */
  ExtraBillDiscountInPer?: number | null;
  /** Extra discount (exact to 2 decimals) */
  ExtraBillDiscount?: number | null;
  /** Bill amount (exact to 2 decimals) */
  BillAmt?: number | null;
  /** Round off (exact to 2 decimals) */
  RoundOff?: number | null;
  /** Net bill amount (exact to 2 decimals) */
  NetBillAmt?: number | null;
  /** Balance (exact to 2 decimals) */
  BalanceBillAmt?: number | null;
  /** Narration */
  Narration?: string | null;
  /** By hand */
  ByHand?: string | null;
  /** Vehicle */
  VehicleDetails?: string | null;
  /** Terms */
  TandCId?: number | null;
  /** Sales no. */
  SalesReturnNo?: number | null;
  /** Sales return no. */
  PrefixSalesReturnNo?: string | null;
  /** Sales return date */
  SalesReturnDate?: string | null;
  /** Items */
  SalesReturnItems?: Array<unknown> | null;
  /** Against bill */
  SalesId?: number | null;
  /** Refunded (exact to 2 decimals) */
  RefundAmt?: number | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Sales return line */
export type SalesreturnlineRecord = {
  Id: number;
  /** # */
  LineNo?: number | null;
  /** Item */
  ItemId: number;
  /** Item */
  ItemName?: string | null;
  /** Description */
  ItemDescription?: string | null;
  /** HSN / SAC */
  HSNCode?: string | null;
  /** Unit */
  UnitId?: number | null;
  /** Unit */
  UnitName?: string | null;
  /** Qty (exact to 3 decimals) */
  Qty: number;
  /** Free qty (exact to 3 decimals) */
  FreeQty?: number | null;
  /** Rate (exact to 2 decimals) */
  Rate: number;
  /** Rate of the party's tier (exact to 2 decimals) */
  ActualRate?: number | null;
  /** Rate changed by hand */
  isManualChangeRate?: boolean | null;
  /** Amount (exact to 2 decimals) */
  ItemTotal?: number | null;
  /** Discount in percent */
  IsManualDiscPer?: boolean | null;
  /** Disc % (exact to 3 decimals) */
  DiscPer?: number | null;
  /** Disc amount (exact to 2 decimals) */
  DiscAmt?: number | null;
  /** Discount (exact to 2 decimals) */
  ActualDiscAmt?: number | null;
  /** GST % (exact to 3 decimals) */
  TaxRate?: number | null;
  /** Cess % (exact to 3 decimals) */
  CessRate?: number | null;
  /** Taxable (exact to 2 decimals) */
  TaxableAmt?: number | null;
  /** CGST % (exact to 3 decimals) */
  TaxPer1?: number | null;
  /** CGST (exact to 2 decimals) */
  TaxAmt1?: number | null;
  /** SGST % (exact to 3 decimals) */
  TaxPer2?: number | null;
  /** SGST (exact to 2 decimals) */
  TaxAmt2?: number | null;
  /** IGST % (exact to 3 decimals) */
  TaxPer3?: number | null;
  /** IGST (exact to 2 decimals) */
  TaxAmt3?: number | null;
  /** Cess % (exact to 3 decimals) */
  TaxPer4?: number | null;
  /** Cess (exact to 2 decimals) */
  TaxAmt4?: number | null;
  /** Other % (exact to 3 decimals) */
  TaxPer5?: number | null;
  /** Other (exact to 2 decimals) */
  TaxAmt5?: number | null;
  /** Tax (exact to 2 decimals) */
  TotTax?: number | null;
  /** Net amount (exact to 2 decimals) */
  NetAmt?: number | null;
  /** Batch */
  BatchNo?: string | null;
  /** Mfg date */
  MfgDate?: string | null;
  /** Expiry */
  ExpDate?: string | null;
  /** Purchase rate (exact to 2 decimals) */
  PurchaseRate?: number | null;
  /** Sales rate (exact to 2 decimals) */
  SalesRate?: number | null;
  /** Packing */
  Packing?: string | null;
  SalesReturnId?: number | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** State */
export type StateRecord = {
  Id: number;
  /** State name */
  StateName: string;
  /** GST state code */
  GSTStateCode?: string | null;
  /** Country */
  CountryId: number;
  /** Country */
  CountryName?: string | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Tab */
export type TabRecord = {
  Id: number;
  /** Tab name */
  tab_name: string;
  /** Status */
  is_active: "1" | "0";
  /** Kind */
  is_subtab: "0" | "1";
  /** Icon */
  icon?: string | null;
  /** Position */
  SortOrder?: number | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Terms and conditions */
export type TandcRecord = {
  Id: number;
  /** Title */
  Title: string;
  /** Printed on */
  DocumentType?: "All documents" | "Sales" | "Quotation" | "Delivery challan" | "Purchase order" | "Purchase" | null;
  /** Terms */
  Terms: string;
  /** Use by default */
  IsDefault?: boolean | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Office type */
export type TypeRecord = {
  Id: number;
  /** Office type */
  TypeName: string;
  /** Description */
  Desc?: string | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

/** Unit */
export type UnitRecord = {
  Id: number;
  /** Unit name */
  UnitName: string;
  /** GST unit code (UQC) */
  UQC: "BAG" | "BOX" | "BTL" | "BUN" | "CAN" | "CTN" | "DOZ" | "DRM" | "GMS" | "KGS" | "KLR" | "LTR" | "MLT" | "MTR" | "NOS" | "PAC" | "PCS" | "PRS" | "QTL" | "ROL" | "SET" | "SQF" | "SQM" | "TBS" | "TON" | "UNT" | "OTH";
  /** Decimal places in quantity */
  DecimalPlaces?: number | null;
  RowVersion?: number;
  CreatedBy?: string | null;
  CreatedOn?: string | null;
  UpdatedBy?: string | null;
  UpdatedOn?: string | null;
};

export type EntityRecords = {
  activity: ActivityRecord;
  branch: BranchRecord;
  category: CategoryRecord;
  city: CityRecord;
  contravoucher: ContravoucherRecord;
  country: CountryRecord;
  dcreturnline: DcreturnlineRecord;
  deliverychallan: DeliverychallanRecord;
  deliverychallanline: DeliverychallanlineRecord;
  deliverychallanreturn: DeliverychallanreturnRecord;
  employee: EmployeeRecord;
  extracharges: ExtrachargesRecord;
  firm: FirmRecord;
  iconmaster: IconmasterRecord;
  item: ItemRecord;
  ledger: LedgerRecord;
  ledgergroup: LedgergroupRecord;
  manufacturer: ManufacturerRecord;
  party: PartyRecord;
  payment: PaymentRecord;
  paymentallocation: PaymentallocationRecord;
  pcreturnline: PcreturnlineRecord;
  profile: ProfileRecord;
  profilecontrol: ProfilecontrolRecord;
  purchase: PurchaseRecord;
  purchasechallan: PurchasechallanRecord;
  purchasechallanline: PurchasechallanlineRecord;
  purchasechallanreturn: PurchasechallanreturnRecord;
  purchaseline: PurchaselineRecord;
  purchaseorder: PurchaseorderRecord;
  purchaseorderline: PurchaseorderlineRecord;
  purchasereturn: PurchasereturnRecord;
  purchasereturnline: PurchasereturnlineRecord;
  quotation: QuotationRecord;
  quotationline: QuotationlineRecord;
  receipt: ReceiptRecord;
  receiptallocation: ReceiptallocationRecord;
  role: RoleRecord;
  sales: SalesRecord;
  salesline: SaleslineRecord;
  salesreturn: SalesreturnRecord;
  salesreturnline: SalesreturnlineRecord;
  state: StateRecord;
  tab: TabRecord;
  tandc: TandcRecord;
  type: TypeRecord;
  unit: UnitRecord;
};
