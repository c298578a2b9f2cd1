import { ErrorCode, type GenerationKind, slotCount } from '@loci/shared';
import type { Section, SliderStep } from '../../adapters/ai/index.js';
import { AppError } from '../../errors.js';
import { type FormBody, fieldValue } from '../../lib/multipart.js';

/** Readable 400 for a bad field. */
export function badInput(message: string): AppError {
  return new AppError(ErrorCode.Validation, message);
}

/** `section`: historical, social or physical (capitalised accepted, spec §3). */
export function readSection(form: FormBody, name = 'section'): Section {
  const raw = fieldValue(form, name)?.trim().toLowerCase() ?? '';
  if (raw === 'historical' || raw === 'social' || raw === 'physical') return raw;
  if (!raw) throw badInput(`${name} is required (historical, social or physical).`);
  throw badInput(`Unknown section "${raw.slice(0, 40)}": use historical, social or physical.`);
}

/** A slot index within the board's fixed number of images. */
export function readIndex(form: FormBody, kind: GenerationKind, opts: { required: boolean } = { required: true }): number | undefined {
  const raw = fieldValue(form, 'image_index')?.trim();
  if (!raw) {
    if (opts.required) throw badInput('image_index is required.');
    return undefined;
  }
  const n = Number(raw);
  const max = slotCount(kind);
  if (!Number.isInteger(n) || n < 0 || n >= max) {
    throw badInput(`image_index must be a whole number from 0 to ${max - 1} on a ${kind === 'context' ? 'Context' : 'Topics'} page.`);
  }
  return n;
}

/** A slider value 0–2; missing or blank means the default 1. */
export function readSlider(form: FormBody, name: string, fallback: SliderStep = 1): SliderStep {
  const raw = fieldValue(form, name)?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (n === 0 || n === 1 || n === 2) return n;
  throw badInput(`${name} must be 0, 1 or 2.`);
}

/** prompt_usage / realSourced: 0 generated, 1 sourced. */
export function readUsage(form: FormBody, name: string, fallback: 0 | 1 = 0): 0 | 1 {
  const raw = fieldValue(form, name)?.trim();
  if (!raw) return fallback;
  if (raw === '0' || raw === 'false') return 0;
  if (raw === '1' || raw === 'true') return 1;
  throw badInput(`${name} must be 0 (generated) or 1 (sourced).`);
}

/** A required non-blank text field, trimmed and capped. */
export function readText(form: FormBody, name: string, max = 2000): string {
  const value = fieldValue(form, name)?.trim() ?? '';
  if (!value) throw badInput(`${name} is required.`);
  if (value.length > max) throw badInput(`${name} is longer than ${max} characters.`);
  return value;
}

/** An optional text field, trimmed and capped; '' when absent. */
export function readOptionalText(form: FormBody, name: string, max = 4000): string {
  return (fieldValue(form, name)?.trim() ?? '').slice(0, max);
}
