import type { ValidationStatusEntry } from '@trustnxt/c2pa-ts/manifest';
import type { FoundStore } from './c2pa-asset.js';

/** A manifest store checked against its image: its status entries, split into what passed and what failed. */
export interface Verification {
  /** What c2pa-ts concluded (false when it could not validate at all). */
  isValid: boolean;
  passed: ValidationStatusEntry[];
  failed: ValidationStatusEntry[];
}

/** Validates a store against its image; a validation that throws counts as not valid, with no entries. */
export async function verifyStore(found: FoundStore): Promise<Verification> {
  const result = await found.store.validate(found.asset).catch(() => null);
  const entries = result?.statusEntries ?? [];
  return {
    isValid: Boolean(result?.isValid),
    passed: entries.filter((e) => !isFailure(e.code)),
    failed: entries.filter((e) => isFailure(e.code)),
  };
}

/** Failure codes per C2PA: everything that is not a success or informational code. */
function isFailure(code: string): boolean {
  return !/(\.validated|\.match|\.trusted|\.insideValidity|\.notRevoked|\.success|\.untrusted)$/i.test(code);
}
