import type { ReviewFeedback } from '@loci/shared';
import { isLocale, type Locale } from '@loci/shared/locales';

const NAME_KEY = 'loci.review.name';
const keyOf = (token: string) => `loci.review.key.${token}`;

/** The reviewer's name, typed once and kept on this device. */
export function savedName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? '';
  } catch {
    return '';
  }
}

export function saveName(name: string): void {
  try {
    localStorage.setItem(NAME_KEY, name);
  } catch {
    // Private mode: the name lasts this visit.
  }
}

/** The passcode key of a link, for this tab's session only. */
export function savedKey(token: string): string {
  try {
    return sessionStorage.getItem(keyOf(token)) ?? '';
  } catch {
    return '';
  }
}

export function saveKey(token: string, key: string): void {
  try {
    sessionStorage.setItem(keyOf(token), key);
  } catch {
    // Kept in memory by the caller.
  }
}

/** This link's latest verdict on each image it shows now, by image key. */
export function myVerdicts(feedback: readonly ReviewFeedback[]): Map<string, 'approve' | 'reject'> {
  const out = new Map<string, 'approve' | 'reject'>();
  for (const f of feedback) if (f.verdict && f.current && f.image_index !== null) out.set(`${f.page_id}/${f.image_index}`, f.verdict);
  return out;
}

/** Comments on a page and its images, oldest first. */
export function pageComments(feedback: readonly ReviewFeedback[], pageId: string): ReviewFeedback[] {
  return feedback.filter((f) => f.page_id === pageId && f.comment && f.current);
}

/** The language a client picked for one link on this device (`null`: the one the designer chose). */
export function savedReviewLocale(token: string): Locale | null {
  try {
    const stored = localStorage.getItem(`loci.review-locale.${token}`);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function saveReviewLocale(token: string, locale: Locale): void {
  try {
    localStorage.setItem(`loci.review-locale.${token}`, locale);
  } catch {
    // Private mode: the language lasts this visit.
  }
}
