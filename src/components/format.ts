/** "+48", "−32", "0", "+2.5": a payment or balance with its sign, a true minus sign for a loss. */
export const signed = (n: number): string => {
  const abs = Math.abs(n);
  const text = Number.isInteger(abs) ? String(abs) : String(Math.round(abs * 100) / 100);
  return n > 0 ? `+${text}` : n < 0 ? `−${text}` : '0';
};
