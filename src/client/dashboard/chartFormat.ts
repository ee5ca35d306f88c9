// Labels for the sales and purchases chart: month names of the financial year and short rupee
// figures for the value axis in the Indian way (thousand, lakh, crore).

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11' -> 'Nov 26'. */
export function monthLabel(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(2, 4)}`;
}

const STEPS: Array<[number, string]> = [
  [1e7, 'Cr'],
  [1e5, 'L'],
  [1e3, 'K'],
];

/** 2500000 -> '₹25L', 150000 -> '₹1.5L', 12500 -> '₹12.5K', 950 -> '₹950'. */
export function shortRupees(value: number): string {
  const size = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  for (const [unit, suffix] of STEPS) {
    if (size >= unit) return `${sign}₹${Number((size / unit).toFixed(1))}${suffix}`;
  }
  return `${sign}₹${Number(size.toFixed(0))}`;
}
