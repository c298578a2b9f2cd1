import type { Section, SliderStep } from '../../adapters/ai/index.js';
import { badInput } from '../../errors.js';
import { type FormBody, fieldValue } from '../../lib/multipart.js';

/** `section`: historical, social or physical (capitalised accepted, spec §3). */
export function readSection(form: FormBody, name = 'section'): Section {
  const raw = fieldValue(form, name)?.trim().toLowerCase() ?? '';
  if (raw === 'historical' || raw === 'social' || raw === 'physical') return raw;
  if (!raw) throw badInput(`${name} is required (historical, social or physical).`);
  throw badInput(`Unknown section "${raw.slice(0, 40)}": use historical, social or physical.`);
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
