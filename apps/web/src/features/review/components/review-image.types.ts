/** An image of the presenter, as the review controls need it. */
export type ReviewImage = { key: string; pageId: string; index: number | null; label: string; full: string };
