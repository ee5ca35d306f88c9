// Spreading an amount over parts in proportion to their weights, exactly: the parts add up to the amount
// to the paisa. Each part first gets its proportional share rounded down; the paise left over go one
// each to the parts with the largest remainders (the largest-remainder, or Hamilton, method), the
// earlier part first on a tie, so the same bill always spreads the same way.

/** `amount` (paise, ≥ 0) over `weights` (paise, ≥ 0); all zeros when the weights sum to zero. */
export function spreadExactly(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount === 0 || total <= 0) return weights.map(() => 0);
  const whole = BigInt(amount);
  const sum = BigInt(total);
  const parts = weights.map((weight, index) => {
    const product = whole * BigInt(weight);
    return { index, share: product / sum, remainder: product % sum };
  });
  let left = whole - parts.reduce((acc, part) => acc + part.share, 0n);
  const byRemainder = [...parts].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const part of byRemainder) {
    if (left === 0n) break;
    part.share += 1n;
    left -= 1n;
  }
  return parts.map((part) => Number(part.share));
}
