/** What a budget field says when its text is not an amount in dollars. */
export const BAD_BUDGET_AMOUNT = 'Please enter a budget in dollars.';

/** A budget field's text as dollars: null for empty (no budget), NaN for what is not an amount of 0 or more. */
export function budgetDollars(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : Number.NaN;
}
