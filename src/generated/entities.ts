// Generated from schemas/ by `node scripts/generate-types.ts`. Do not edit: change the schema and regenerate.

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
  category: CategoryRecord;
  city: CityRecord;
  country: CountryRecord;
  extracharges: ExtrachargesRecord;
  firm: FirmRecord;
  item: ItemRecord;
  ledger: LedgerRecord;
  ledgergroup: LedgergroupRecord;
  manufacturer: ManufacturerRecord;
  party: PartyRecord;
  state: StateRecord;
  tandc: TandcRecord;
  unit: UnitRecord;
};
