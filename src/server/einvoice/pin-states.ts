// Which PIN codes belong to which state, by their leading digits: the IRP refuses an address whose PIN
// does not lie in its state (error 3039/3040 class: "Pin code ... is invalid for the state code").
// India Post's Postal Index Number: the first digit is the region, the first two the postal circle (sub-
// region), the first three the sorting district (Department of Posts, "PIN code" scheme of 1972). Circles
// that cover several states (North East, the Tamil Nadu circle with Puducherry, West Bengal with Sikkim
// and the Andamans) are told apart by their sorting districts here. A state code of 96 (abroad) or 97
// (other territory) is not checked.
const PIN_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  '01': ['18', '190', '191', '192', '193'], // Jammu and Kashmir
  '02': ['17'], // Himachal Pradesh
  '03': ['14', '15', '16'], // Punjab (160: Mohali, also Chandigarh's)
  '04': ['160'], // Chandigarh
  '05': ['244', '246', '247', '248', '249', '262', '263'], // Uttarakhand
  '06': ['12', '13'], // Haryana
  '07': ['11'], // Delhi
  '08': ['30', '31', '32', '33', '34'], // Rajasthan
  '09': ['20', '21', '22', '23', '24', '25', '26', '27', '28'], // Uttar Pradesh
  '10': ['80', '81', '82', '83', '84', '85'], // Bihar
  '11': ['737'], // Sikkim
  '12': ['790', '791', '792'], // Arunachal Pradesh
  '13': ['797', '798'], // Nagaland
  '14': ['795'], // Manipur
  '15': ['796'], // Mizoram
  '16': ['799'], // Tripura
  '17': ['793', '794'], // Meghalaya
  '18': ['78'], // Assam
  '19': ['70', '71', '72', '73', '74'], // West Bengal
  '20': ['81', '82', '83'], // Jharkhand (carved out of the Bihar circle)
  '21': ['75', '76', '77'], // Odisha
  '22': ['49'], // Chhattisgarh
  '23': ['45', '46', '47', '48'], // Madhya Pradesh
  '24': ['36', '37', '38', '39'], // Gujarat
  '26': ['396'], // Dadra and Nagar Haveli and Daman and Diu
  '27': ['40', '41', '42', '43', '44'], // Maharashtra
  '29': ['56', '57', '58', '59'], // Karnataka
  '30': ['403'], // Goa
  '31': ['682'], // Lakshadweep
  '32': ['67', '68', '69'], // Kerala
  '33': ['60', '61', '62', '63', '64'], // Tamil Nadu
  '34': ['533', '605', '607', '609', '673'], // Puducherry (Yanam, Puducherry, Karaikal, Mahe)
  '35': ['744'], // Andaman and Nicobar Islands
  '36': ['50'], // Telangana
  '37': ['51', '52', '53'], // Andhra Pradesh
  '38': ['194'], // Ladakh
};

/** True when the PIN lies in the state (or the state is not one the table checks). */
export function pinAgreesWithState(pin: string, stateCode: string): boolean {
  const prefixes = PIN_PREFIXES[stateCode];
  return !prefixes || prefixes.some((prefix) => pin.startsWith(prefix));
}
