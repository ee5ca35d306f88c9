// The e-way bill portal's code lists, as its JSON takes them. Source: the e-way bill system's API document
// for taxpayers (EWB-API v1.03, "Generate E-way bill" and its master codes, docs.ewaybillgst.gov.in/apidocs),
// whose request the portal's bulk-generation file carries inside `billLists` (EWB_FORMAT_VERSION).

/** The version the portal's bulk-generation JSON file declares. */
export const EWB_FORMAT_VERSION = '1.0.0621';

/** Supply type: O outward (the firm sends the goods), I inward (the firm receives them: a purchase). */
export type SupplyType = 'O' | 'I';

/** Mode of transport (transMode, written as text "1" to "4"): the document's TransportMode. */
export const TRANS_MODES: Record<string, number> = { Road: 1, Rail: 2, Air: 3, Ship: 4 };

/** Vehicle type (vehicleType): R regular, O over-dimensional cargo. */
export const VEHICLE_TYPES: Record<string, string> = { Regular: 'R', 'Over-dimensional cargo': 'O' };

/** Transaction type (transactionType): 1 Regular, 2 Bill To - Ship To (3 and 4 need a dispatch-from address, which no document keeps). */
export const TRANSACTION = { regular: 1, billToShipTo: 2 } as const;

/** The sub-type of an outward supply (subSupplyType) and, for "Others" (8), its description (subSupplyDesc, at most 20 characters). */
export type SubSupply = { code: number; desc?: string };

/** A sale on a tax invoice or a bill of supply: sub-type 1, Supply. */
export const SUPPLY: SubSupply = { code: 1 };

/** An export: sub-type 3, Export. */
export const EXPORT: SubSupply = { code: 3 };

/**
 * The portal's state code for a place outside India ("Other Country"): an export's bill-to state. The
 * goods' actual destination in the file is the port (or land customs station) they leave India from.
 */
export const OTHER_COUNTRY = 99;

/**
 * Why goods leave on a delivery challan (rule 55(1) CGST Rules), the challan's DispatchPurpose, as the
 * portal's sub-type: 4 Job work, 5 For own use, 9 SKD/CKD/lots, 10 Line sales, 11 Recipient not known,
 * 12 Exhibition or fairs. Goods sent to a customer on approval, the invoice to follow (CGST Act s.31(7)),
 * have no sub-type of their own: the portal's "Others" (8) with the description. A challan naming no purpose
 * is taken as that, the challan's default.
 */
export const CHALLAN_PURPOSES: Record<string, SubSupply> = {
  'Supply on approval': { code: 8, desc: 'Supply on approval' },
  'Job work': { code: 4 },
  'For own use': { code: 5 },
  'Exhibition or fairs': { code: 12 },
  'Line sales': { code: 10 },
  'Recipient not known': { code: 11 },
  'SKD/CKD/lots': { code: 9 },
};

/** Document type (docType): INV tax invoice, BIL bill of supply, CHL delivery challan. */
export type DocType = 'INV' | 'BIL' | 'CHL';

/** The buyer's GSTIN for an unregistered person (toGstin). */
export const UNREGISTERED = 'URP';

/** A unit with no UQC goes as OTH (others), a code of the portal's unit list. */
export const OTHER_UNIT = 'OTH';
